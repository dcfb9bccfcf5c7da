import type { ReactNode } from 'react';
import styles from './badge.module.css';

interface Props {
  children: ReactNode;
  tone?: 'neutral' | 'accent';
  /** A long label ("Shared by …") may wrap on a phone instead of running off the card. */
  wrap?: boolean;
}

/** A small text label beside a name ("Default", "Public"). */
export function Badge({ children, tone = 'neutral', wrap = false }: Props) {
  return <span className={`${styles.badge} ${styles[tone]} ${wrap ? styles.wrap : ''}`}>{children}</span>;
}
