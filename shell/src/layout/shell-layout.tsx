import { useEffect, useLayoutEffect, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  filterPanelToggled,
  menuToggled,
  selectIdentity,
  selectToolbarActions,
  toolbarActionsSet,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import { RequestPlantDialog } from '../dialogs/request-plant/request-plant-dialog';
import { Footer } from './footer';
import { Header } from './header';
import { LAYOUT_CSS_VARIABLES } from './layout-constants';
import { SideMenu } from './side-menu';
import { SortFilterPanel } from './sort-filter-panel';
import { useNavigationTrail } from './use-navigation-trail';
import { useNewScreenAtTop } from './use-new-screen-at-top';
import { useIdentityGeneration } from './use-identity-generation';
import { usePageTipSlot } from '../page-tips/use-page-tips';
import { removeStaticSplash } from '../common/static-splash';
import { isPublicPath } from '../common/public-path';
import { OfflineNotice } from './offline-notice';
import { QueuedChanges } from './queued-changes';
import styles from './shell-layout.module.css';

const CHROME_WITH_TOOLBAR = 'calc(var(--thrive-header-height) + var(--thrive-toolbar-height))';

export function ShellLayout() {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1] ?? '';
  const isPublic = isPublicPath(pathname);
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const pageTip = usePageTipSlot(pathname);
  const hasToolbar = useAppSelector(selectToolbarActions).length > 0 || pageTip !== null;
  const identityGeneration = useIdentityGeneration();
  useNavigationTrail();
  useNewScreenAtTop();

  // Drawn at the sizes of index.html's prerendered header and frame: the static layer over
  // them goes now. An effect, after the page's own (its header title), in the same frame.
  useEffect(() => removeStaticSplash(), []);
  // Whatever moved the address (a link, the back button, a remote), the panels close.
  useEffect(() => {
    dispatch(menuToggled(false));
    dispatch(filterPanelToggled(false));
  }, [dispatch, pathname]);
  // A new area starts without the last one's toolbar. A layout effect runs before the new
  // page's own effects, so the actions that page sets are kept.
  useLayoutEffect(() => {
    dispatch(toolbarActionsSet([]));
  }, [dispatch, segment]);

  const style = {
    ...LAYOUT_CSS_VARIABLES,
    '--thrive-chrome-height': hasToolbar ? CHROME_WITH_TOOLBAR : 'var(--thrive-header-height)',
  } as CSSProperties;
  return (
    <div className={styles.shell} style={style}>
      {/* A public page is read by visitors without a session: none of the gardener's chrome. */}
      {!isPublic && (
        <>
          <Header pageTip={pageTip} />
          <SideMenu />
          <SortFilterPanel />
        </>
      )}
      <main id="main" className={isPublic ? styles.mainPublic : styles.main}>
        {!isPublic && (
          <>
            <OfflineNotice />
            <QueuedChanges />
          </>
        )}
        {/* Another gardener gets every screen afresh, not only fresh answers (issue 30). */}
        <Outlet key={identityGeneration} />
      </main>
      <Footer />
      {identity && <RequestPlantDialog key={identity.Id} identity={identity} />}
    </div>
  );
}
