import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A small text label beside a name ("Default", "Public"). */
export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'accent' }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
