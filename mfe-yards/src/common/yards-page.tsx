import type { ReactNode } from 'react';
import { PageFrame } from '@thrive/shared';
import styles from './yards-page.module.css';

interface YardsPageProps {
  /** The header title (set through PageFrame) and, unless `heading` says otherwise, the h2. */
  title: string;
  heading?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every screen of this remote: the page region's first element carries the
 * build id (operators tell a partner build apart) and the h2 renders at once, before any data.
 */
export function YardsPage({ title, heading = title, actions, children }: YardsPageProps) {
  return (
    <PageFrame title={title}>
      <div data-build={__BUILD_ID__} className={styles.page}>
        <header className={styles.head}>
          <h2 className={styles.title}>{heading}</h2>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </div>
    </PageFrame>
  );
}
