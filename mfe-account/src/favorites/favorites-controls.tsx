import { useEffect, useState } from 'react';
import { formStyles } from '@thrive/shared';
import { FAVORITE_SORTS } from '@thrive/shared/contracts';
import type { FavoriteSort, FavoritesParams } from './use-favorites-params';
import styles from './favorites.module.css';

/** The list asks again this long after the last key press, not on every letter. */
const NAME_FILTER_DELAY_MS = 300;

const FAVORITE_SORT_LABELS: Record<FavoriteSort, string> = {
  'Added DESC': 'Newest first',
  'CommonName ASC': 'Name (A to Z)',
};

interface Props {
  k: string;
  s: FavoriteSort;
  /** A new filter or sort starts again at the first page. */
  onChange: (change: Partial<FavoritesParams>) => void;
}

/** The name filter and the sort of the favorites. */
export function FavoritesControls({ k, s, onChange }: Props) {
  const [text, setText] = useState(k);
  const [seen, setSeen] = useState(k);
  if (seen !== k) {
    // The address changed the filter (Clear the filter, going back): show it.
    setSeen(k);
    if (text.trim() !== k) setText(k);
  }

  useEffect(() => {
    if (text.trim() === k) return;
    const timer = setTimeout(() => onChange({ k: text, i: 0 }), NAME_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, k, onChange]);

  return (
    <form
      className={styles.controls}
      role="search"
      aria-label="Filter your favorites"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ k: text, i: 0 });
      }}
    >
      <div className={styles.control}>
        <label htmlFor="favorites-name" className={styles.label}>
          Name
        </label>
        <input
          id="favorites-name"
          type="search"
          className={formStyles.control}
          placeholder="Filter by name"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.control}>
        <label htmlFor="favorites-sort" className={styles.label}>
          Sort by
        </label>
        <select
          id="favorites-sort"
          className={formStyles.control}
          value={s}
          onChange={(event) => onChange({ s: event.target.value as FavoriteSort, i: 0 })}
        >
          {FAVORITE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {FAVORITE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
