import { useState, type FormEvent } from 'react';
import { Button, FormField, formStyles as fields } from '@thrive/shared';
import { DESIGN_SORTS, type DesignCriteria } from '@thrive/shared/landscape';
import styles from './designs.module.css';

type DesignSort = DesignCriteria['s'];

/** What the list is searched and sorted by (SPEC §3 Design filter: k words of the name, s sort). */
export interface DesignListFilter {
  k: string;
  s: DesignSort;
}

export const NO_DESIGN_FILTER: DesignListFilter = { k: '', s: 'Newest' };

const SORT_NAMES: Record<DesignSort, string> = {
  Newest: 'Newest first',
  Oldest: 'Oldest first',
  'Name ASC': 'Name, A to Z',
  'Name DESC': 'Name, Z to A',
};

interface Props {
  filter: DesignListFilter;
  onChange: (filter: DesignListFilter) => void;
}

/**
 * The search box and sort of "My designs": the words are sent when the gardener searches (a
 * request per key press would search for half-typed words); a new sort applies at once.
 */
export function DesignListFilterForm({ filter, onChange }: Props) {
  const [words, setWords] = useState(filter.k);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, k: words.trim() });
  };
  return (
    <form className={styles.searchRow} role="search" aria-label="Search my designs" onSubmit={submit}>
      <FormField id="design-search" label="Search designs">
        {(control) => (
          <input
            {...control}
            type="search"
            className={fields.control}
            value={words}
            maxLength={100}
            onChange={(event) => setWords(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit">Search</Button>
      <FormField id="design-sort" label="Sort by">
        {(control) => (
          <select
            {...control}
            className={fields.control}
            value={filter.s}
            onChange={(event) => onChange({ ...filter, s: event.target.value as DesignSort })}
          >
            {DESIGN_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_NAMES[sort]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </form>
  );
}

/** The query of one page of the list. */
export const designListQuery = (
  filter: DesignListFilter,
  page: number,
  size: number,
): Partial<DesignCriteria> => ({
  ...filter,
  i: page,
  c: size,
});
