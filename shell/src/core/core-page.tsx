import { Link } from 'react-router-dom';
import { PageFrame } from '@thrive/shared';
import { MENU_ITEMS } from '../layout/menu-items';
import styles from './core-page.module.css';

/** The shell's own segment: the launch pad's tiles land here with the shell issue. */
export function CorePage() {
  return (
    <PageFrame title="Launch Pad">
      <h2 className={styles.heading}>Welcome to Thrive Garden!</h2>
      <ul className={styles.tiles}>
        {MENU_ITEMS.filter((item) => item.to !== '/core/landing').map((item) => (
          <li key={item.to}>
            <Link className={styles.tile} to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
