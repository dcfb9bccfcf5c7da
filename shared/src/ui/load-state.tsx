import type { ReactNode } from 'react';
import styles from './load-state.module.css';

/** While a list or page loads: announced politely and marked busy. */
export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}

/** A failed load, with the server's message (SPEC §8) and an optional way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A list with nothing in it yet, saying what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
