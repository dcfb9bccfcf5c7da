import { Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  menuToggled,
  selectFilterPanelOpen,
  selectHeaderTitle,
  selectMenuOpen,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import { HOME_PATH } from '../common/home-path';
import { useAddressParams } from '../common/address-params';
import { withCarriedParams } from '@thrive/shared';
import { BackButton } from './back-button';
import type { PageTipSlot } from '../page-tips/use-page-tips';
import { HeaderToolbar } from './header-toolbar';
import { MENU_BUTTON_ID, MENU_TITLE, SORT_FILTER_TITLE } from './layout-constants';
import { PRODUCT_NAME, ThriveLogo } from '../common/logo';
import styles from './header.module.css';

/**
 * The header (SPEC §2.5): back arrow, the logo (to the launch pad), the page's title, the menu
 * button, and a second row of icon actions, with the tooltip info button on a page that has a
 * tip. The logo stays in view beside any title: the welcome dialog tells gardeners they can
 * always return by tapping it (SPEC §2.6); with no title set the product's name shows.
 * While the menu or the sort & filter panel is open the title names it; the page's own title
 * stays in the store and shows again when it closes.
 */
export function Header({ pageTip }: { pageTip: PageTipSlot | null }) {
  const dispatch = useAppDispatch();
  const carried = useAddressParams();
  const pageTitle = useAppSelector(selectHeaderTitle);
  const menuOpen = useAppSelector(selectMenuOpen);
  const filterOpen = useAppSelector(selectFilterPanelOpen);
  const title = menuOpen ? MENU_TITLE : filterOpen ? SORT_FILTER_TITLE : pageTitle;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <BackButton />
        <Link
          to={withCarriedParams(HOME_PATH, carried)}
          className={styles.logo}
          aria-label={`${PRODUCT_NAME}: Launch Pad`}
        >
          <ThriveLogo />
        </Link>
        <h1 className={styles.title} data-testid="header-title">
          {title || PRODUCT_NAME}
        </h1>
        <button
          id={MENU_BUTTON_ID}
          type="button"
          className={styles.iconButton}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => dispatch(menuToggled())}
        >
          <Menu aria-hidden="true" size={24} />
        </button>
      </div>
      <HeaderToolbar pageTip={pageTip} />
    </header>
  );
}
