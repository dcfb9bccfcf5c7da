import {
  menuToggled,
  selectHeaderTitle,
  selectMenuOpen,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import styles from './header.module.css';

export const DEFAULT_TITLE = 'Thrive Garden';

/** Header: menu button and the title set by whichever area is on screen (through the ui slice). */
export function Header() {
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectHeaderTitle) || DEFAULT_TITLE;
  const menuOpen = useAppSelector(selectMenuOpen);
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={() => dispatch(menuToggled())}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <h1 className={styles.title} data-testid="header-title">
        {title}
      </h1>
    </header>
  );
}
