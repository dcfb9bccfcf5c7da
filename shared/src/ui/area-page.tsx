import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import styles from './area-page.module.css';

interface AreaPageProps {
  /** The header title (set through PageFrame) and, unless `heading` says otherwise, the h2. */
  title: string;
  heading?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /**
   * The remote's own build id, so operators tell a partner build apart. A prop, not a
   * define read here: this module is shared, built once by whichever app loads it first.
   */
  buildId: string;
  children?: ReactNode;
}

/** The frame of a remote's screen: the h2 renders at once, before any data. */
export function AreaPage({ title, heading = title, actions, buildId, children }: AreaPageProps) {
  return (
    <PageFrame title={title}>
      <div data-build={buildId} className={styles.page}>
        <header className={styles.head}>
          <h2 className={styles.title}>{heading}</h2>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </div>
    </PageFrame>
  );
}
