import { useEffect, useEffectEvent, useState } from 'react';
import { formStyles as fields } from '@thrive/shared';
import {
  LANDSCAPE_STYLE_SORTS,
  LANDSCAPE_STYLE_TEXT_MAX_LENGTH,
  type LandscapeStyleSort,
} from '@thrive/shared/landscape';
import styles from './styles-list.module.css';

/** The search waits this long after the last key, so one word is one call, not one per letter. */
const STYLE_SEARCH_DEBOUNCE_MS = 350;

/** The sorts in words: by name, or by the size of the palette. */
const STYLE_SORT_LABELS: Record<LandscapeStyleSort, string> = {
  'Name ASC': 'Name, A to Z',
  'Name DESC': 'Name, Z to A',
  'PlantCount DESC': 'Most plants',
  'PlantCount ASC': 'Fewest plants',
};

interface Props {
  text: string;
  sort: LandscapeStyleSort;
  onSearch: (text: string) => void;
  onSort: (sort: LandscapeStyleSort) => void;
}

/** The text search (k: name or description, as the gardener types; Enter at once) and the sort. */
export function StyleSearchBar({ text: applied, sort, onSearch, onSort }: Props) {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    // Cleared from elsewhere (Clear): show the text searched for now.
    setSeen(applied);
    setText(applied);
  }
  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => search(text), STYLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  return (
    <div className={styles.bar}>
      <form
        role="search"
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          if (text !== applied) onSearch(text);
        }}
      >
        <label htmlFor="style-search-text" className={styles.label}>
          Search styles
        </label>
        <input
          id="style-search-text"
          type="search"
          className={fields.control}
          value={text}
          maxLength={LANDSCAPE_STYLE_TEXT_MAX_LENGTH}
          placeholder="Name or description"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className={styles.sort}>
        <label htmlFor="style-search-sort" className={styles.label}>
          Sort by
        </label>
        <select
          id="style-search-sort"
          className={fields.control}
          value={sort}
          onChange={(event) => onSort(event.target.value as LandscapeStyleSort)}
        >
          {LANDSCAPE_STYLE_SORTS.map((value) => (
            <option key={value} value={value}>
              {STYLE_SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
