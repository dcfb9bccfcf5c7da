import { useState } from 'react';
import {
  Button,
  FilterCheckboxGroup,
  useGetGrowingConditionsQuery,
  useGetPlantAttributeCatalogueQuery,
  useGetPlantSearchOptionsQuery,
} from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { fromDraft, toDraft, type FilterDraft } from './filter-draft';
import { HardinessFields } from './hardiness-fields';
import { activeFilterCount, type ListFilter, type SearchFilters } from './search-criteria';
import { SizeFields } from './size-fields';
import styles from './search.module.css';

/** The zone the search adds plants to (plants/search?zid=...). */
interface ZoneMode {
  name: string;
  thriveOnly: boolean;
}

interface Props {
  applied: SearchFilters;
  zone: ZoneMode | null;
  yards: Yard[];
  /** The server's 400 message for the filters last applied (SPEC §8). */
  serverError: string | null;
  onApply: (filters: SearchFilters, thriveOnly: boolean) => void;
  onClear: () => void;
  /** Closes the slider without applying the draft. */
  onClose: () => void;
}

/**
 * Every filter our data supports (SPEC §3 Plant search filter). Changes are a draft until
 * Apply; Clear drops every filter. A draft the contract refuses says why here, before any call.
 */
export function SearchFilterForm({ applied, zone, yards, serverError, onApply, onClear, onClose }: Props) {
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(applied));
  const [thriveOnly, setThriveOnly] = useState(zone?.thriveOnly ?? false);
  const [error, setError] = useState<string | null>(null);
  const conditions = useGetGrowingConditionsQuery().data;
  const options = useGetPlantSearchOptionsQuery().data;
  const attributes = useGetPlantAttributeCatalogueQuery(0).data;

  const set = (changes: Partial<FilterDraft>) => {
    const changed = { ...draft, ...changes };
    setDraft(changed);
    // Once a message shows, the draft is checked again as it changes: the message goes when
    // the filters are right, or says what is still wrong.
    if (error !== null) setError(fromDraft(changed).error);
  };
  const list = (legend: string, name: ListFilter, items: { Id: number; Name: string }[] | undefined) => (
    <FilterCheckboxGroup
      legend={legend}
      items={items}
      chosen={draft[name]}
      onChange={(chosen) => set({ [name]: chosen })}
    />
  );
  const count = activeFilterCount(applied, zone?.thriveOnly ?? false);
  const message = error ?? serverError;

  return (
    <form
      className={styles.filters}
      aria-labelledby="search-filters-title"
      onSubmit={(event) => {
        event.preventDefault();
        const result = fromDraft(draft);
        if (result.error !== null) setError(result.error);
        else onApply(result.filters, thriveOnly);
      }}
    >
      <div className={styles.filtersHead}>
        <h2 id="search-filters-title" className={styles.filtersTitle}>
          Search filters
          {count > 0 && <span className={styles.chosen}> ({count} on)</span>}
        </h2>
        {/* First in the slider, so the shell's panel puts focus here when it opens. */}
        <button type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {zone && (
        <label className={`${styles.check} ${styles.zoneOnly}`} htmlFor="search-thrive-only">
          <input
            id="search-thrive-only"
            type="checkbox"
            checked={thriveOnly}
            onChange={(event) => setThriveOnly(event.target.checked)}
          />
          Only plants that thrive in this zone ({zone.name})
        </label>
      )}
      {list('Sun', 'SunRequirementsIds', conditions?.SunRequirements)}
      {list('Water', 'WaterRequirementsIds', conditions?.WaterRequirements)}
      <HardinessFields value={draft} yards={yards} onChange={(value) => set(value)} />
      <SizeFields
        legend="Adult height"
        value={draft.AdultHeight}
        onChange={(AdultHeight) => set({ AdultHeight })}
      />
      <SizeFields
        legend="Adult spread"
        value={draft.AdultSpread}
        onChange={(AdultSpread) => set({ AdultSpread })}
      />
      {list('Categories', 'Categories', options?.Categories)}
      {list('Flower time', 'FlowerTimes', options?.FlowerTimes)}
      {list('Leaf retention', 'LeafRetentions', options?.LeafRetentions)}
      {list('Attracts', 'Attracants', attributes?.Attractants)}
      {list('Resistant to', 'Resistances', attributes?.Resistances)}
      {list('Tolerates', 'Tolerances', attributes?.Tolerances)}
      {list('Avoid plants that are', 'Poisonous', attributes?.Poisonous)}
      <div className={styles.filterButtons}>
        {message && (
          <p className={styles.filterError} role="alert">
            {message}
          </p>
        )}
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
