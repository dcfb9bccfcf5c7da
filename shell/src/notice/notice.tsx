import type { ReactNode } from 'react';
import styles from './notice.module.css';

export { styles as noticeStyles };

/**
 * A page that only tells the gardener something and what to do next (the authentication
 * and activation pages). The heading is a second level one: the header holds the first.
 */
export function Notice({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className={styles.notice}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </div>
  );
}
