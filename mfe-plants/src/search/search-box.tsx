import { useEffect, useEffectEvent, useState } from 'react';
import { formStyles as fields } from '@thrive/shared';
import { PLANT_SEARCH_TEXT_MAX_LENGTH } from '@thrive/shared/contracts';
import styles from './search.module.css';

/** The search waits this long after the last key, so one word is one call, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  /** The text searched for now (from the address). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search box: the search runs as the gardener types (debounced); the server forgives typos,
 * so no "did you mean". Enter searches at once.
 */
export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The address changed by itself (the menu's fresh search, back): show its text.
    setSeen(value);
    setText(value);
  }

  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== value) onSearch(text);
      }}
    >
      <label htmlFor="plant-search-text" className={styles.searchLabel}>
        Search plants
      </label>
      <input
        id="plant-search-text"
        type="search"
        className={fields.control}
        value={text}
        maxLength={PLANT_SEARCH_TEXT_MAX_LENGTH}
        placeholder="Common or botanical name"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
