import { useEffect, useRef } from 'react';
import styles from './paginator.module.css';
import { visuallyHidden } from './visually-hidden';

/** How many pages `totalRows` fill (at least one page of nothing). */
export function pageCount(totalRows: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalRows) / pageSize));
}

/** SPEC §4 Paginator: the index starts at 0 and stays within range. */
export function clampPageIndex(pageIndex: number, pages: number): number {
  if (!Number.isFinite(pageIndex)) return 0;
  return Math.min(Math.max(0, Math.trunc(pageIndex)), Math.max(0, pages - 1));
}

export interface PaginatorProps {
  /** The page shown, from 0. */
  pageIndex: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (pageIndex: number) => void;
  /** Names the navigation, when a screen has more than one paged list. */
  label?: string;
}

/**
 * The paginator of SPEC §2.6: at the bottom, "N of M" with previous and next arrows that are
 * disabled at the ends. SPEC §4: the index starts at 0, goes back to 0 when the total changes
 * and stays within range. Nothing shows while everything fits on one page.
 */
export function Paginator({ pageIndex, pageSize, totalRows, onPageChange, label = 'Pages' }: PaginatorProps) {
  const pages = pageCount(totalRows, pageSize);
  const current = clampPageIndex(pageIndex, pages);
  const lastTotal = useRef(totalRows);

  useEffect(() => {
    if (lastTotal.current !== totalRows) {
      lastTotal.current = totalRows;
      if (pageIndex !== 0) onPageChange(0);
    } else if (current !== pageIndex) {
      onPageChange(current);
    }
  }, [totalRows, pageIndex, current, onPageChange]);

  if (pages <= 1) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Previous page"
        disabled={current === 0}
        onClick={() => onPageChange(current - 1)}
      >
        <Chevron direction="previous" />
      </button>
      <span className={styles.position} aria-live="polite" aria-atomic="true">
        <span className={visuallyHidden}>Page </span>
        {current + 1} of {pages}
      </span>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Next page"
        disabled={current >= pages - 1}
        onClick={() => onPageChange(current + 1)}
      >
        <Chevron direction="next" />
      </button>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
