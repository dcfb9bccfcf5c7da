import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { menuToggled, useAppDispatch } from '@thrive/shared';
import { Header } from './header';
import { SideMenu } from './side-menu';
import styles from './shell-layout.module.css';

/** SPEC §2.1: on the public segment the shell's top padding is removed. */
export function isPublicPath(pathname: string): boolean {
  return pathname.split('/')[1] === 'public';
}

export function ShellLayout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  // Whatever moved the address (a link, the back button, a remote), the menu closes.
  useEffect(() => {
    dispatch(menuToggled(false));
  }, [dispatch, pathname]);
  return (
    <div className={styles.shell}>
      <Header />
      <SideMenu />
      <main id="main" className={isPublicPath(pathname) ? styles.mainPublic : styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
