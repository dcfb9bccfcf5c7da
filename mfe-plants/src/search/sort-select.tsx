import { formStyles as fields } from '@thrive/shared';
import { PLANT_SORTS, type PlantSort } from '@thrive/shared/contracts';
import styles from './search.module.css';

/** The search's sorts (PLANT_SORTS) in words. */
const SORT_LABELS: Record<PlantSort, string> = {
  Relevance: 'Best match',
  'CommonName ASC': 'Name, A to Z',
  'CommonName DESC': 'Name, Z to A',
  'BotanicalName ASC': 'Botanical name, A to Z',
};

export function SortSelect({ value, onChange }: { value: PlantSort; onChange: (sort: PlantSort) => void }) {
  return (
    <div className={styles.sort}>
      <label htmlFor="plant-search-sort" className={styles.searchLabel}>
        Sort by
      </label>
      <select
        id="plant-search-sort"
        className={fields.control}
        value={value}
        onChange={(event) => onChange(event.target.value as PlantSort)}
      >
        {PLANT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
