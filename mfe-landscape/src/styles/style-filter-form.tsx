import { useState } from 'react';
import { Button, FilterCheckboxGroup } from '@thrive/shared';
import { STYLE_FILTER_LISTS, type StyleFilterList } from '@thrive/shared/landscape';
import { activeListCount, type StyleFilterLists } from './style-filter';
import { useFilterOptions } from './use-filter-options';
import styles from './style-filters.module.css';

/** The form's id: the header's Apply action (SPEC §2.5 code 11) submits it from outside. */
export const STYLE_FILTER_FORM_ID = 'style-filter-form';

/** Each Design filter list (SPEC §3) in words, in the order the panel shows them. */
const FILTER_LIST_LEGENDS: Record<StyleFilterList, string> = {
  hz: 'Hardiness zone',
  sr: 'Sun',
  wr: 'Water',
  gr: 'Growth rate',
  ef: 'Effort',
  at: 'Attracts',
  co: 'Cost',
};

interface Props {
  applied: StyleFilterLists;
  onApply: (lists: StyleFilterLists) => void;
  onClear: () => void;
  /** Closes the panel without applying the draft. */
  onClose: () => void;
}

const listsOf = (filter: StyleFilterLists): StyleFilterLists =>
  Object.fromEntries(STYLE_FILTER_LISTS.map((list) => [list, [...filter[list]]])) as StyleFilterLists;

/** The filter lists as checkbox groups; changes are a draft until Apply, Clear drops them all. */
export function StyleFilterForm({ applied, onApply, onClear, onClose }: Props) {
  const [draft, setDraft] = useState<StyleFilterLists>(() => listsOf(applied));
  const options = useFilterOptions();
  const count = activeListCount(applied);

  return (
    <form
      id={STYLE_FILTER_FORM_ID}
      className={styles.filters}
      aria-labelledby="style-filters-title"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className={styles.filtersHead}>
        <h2 id="style-filters-title" className={styles.filtersTitle}>
          Style filters
          {count > 0 && <span className={styles.chosen}> ({count} on)</span>}
        </h2>
        {/* First in the panel, so the shell's panel puts focus here when it opens. */}
        <button type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {STYLE_FILTER_LISTS.map((list) => (
        <FilterCheckboxGroup
          key={list}
          legend={FILTER_LIST_LEGENDS[list]}
          items={options[list]}
          chosen={draft[list]}
          onChange={(chosen) => setDraft((current) => ({ ...current, [list]: chosen }))}
        />
      ))}
      <div className={styles.filterButtons}>
        <Button type="submit" variant="primary" grow>
          Apply
        </Button>
        <Button grow onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
