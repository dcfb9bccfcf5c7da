import { NavLink } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import styles from './tasks.module.css';

const VIEWS = [
  { to: '/tasks', label: 'List', end: true },
  { to: '/tasks/calendar', label: 'Calendar', end: false },
  { to: '/tasks/custom', label: 'My own tasks', end: false },
  { to: '/tasks/subscribe', label: 'Calendar feed', end: false },
] as const;

/** The task area's views: the list, the month calendar, the gardener's own tasks and the feed. */
export function TaskNav() {
  const carried = useCarriedLink();
  return (
    <nav aria-label="Task views" className={styles.nav}>
      {VIEWS.map((view) => (
        <NavLink
          key={view.to}
          to={carried(view.to)}
          end={view.end}
          className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navCurrent}` : styles.navLink)}
        >
          {view.label}
        </NavLink>
      ))}
    </nav>
  );
}
