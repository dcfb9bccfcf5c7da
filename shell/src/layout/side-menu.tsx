import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { menuToggled, selectMenuOpen, useAppDispatch, useAppSelector } from '@thrive/shared';
import { MENU_ITEMS } from './menu-items';
import styles from './side-menu.module.css';

export function SideMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const close = () => dispatch(menuToggled(false));
  const menuRef = useRef<HTMLElement>(null);

  // While open: focus moves into the menu, and Escape closes it wherever focus is.
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(menuToggled(false));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <nav
        id="side-menu"
        aria-label="Main menu"
        className={open ? `${styles.menu} ${styles.open}` : styles.menu}
        ref={menuRef}
        inert={!open}
      >
        <ul className={styles.list}>
          {MENU_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={styles.link} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
