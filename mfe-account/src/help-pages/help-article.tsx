import { useId, type ReactNode } from 'react';
import { AccountPage } from '../common/account-page';
import styles from './help-pages.module.css';

/** A help page: its title in the header and as the heading, then its text in one column. */
export function HelpArticle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountPage title={title}>
      <div className={styles.article}>{children}</div>
    </AccountPage>
  );
}

/** A headed part of a help page, named by its heading for screen readers. */
export function HelpSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}

export { styles as helpStyles };
