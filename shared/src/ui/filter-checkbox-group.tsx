import { useId, useState } from 'react';
import type { ReferenceItem } from '../contracts/reference';
import styles from './filter-checkbox-group.module.css';
import { visuallyHidden } from './visually-hidden';

export interface FilterCheckboxGroupProps {
  legend: string;
  /** undefined while the choices load. */
  items: ReferenceItem[] | undefined;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/**
 * One filter list as checkboxes (any chosen value matches), in a section that folds away so
 * the panel stays short on a phone; it starts open when something in it is chosen. The
 * summary says how many are chosen.
 */
export function FilterCheckboxGroup({ legend, items, chosen, onChange }: FilterCheckboxGroupProps) {
  const id = useId();
  // Open at first when something is chosen; after that the gardener opens and closes it.
  const [startOpen] = useState(chosen.length > 0);
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...chosen, itemId] : chosen.filter((value) => value !== itemId));
  return (
    <details className={styles.group} open={startOpen || undefined}>
      <summary className={styles.summary}>
        {legend}
        {chosen.length > 0 && <span className={styles.chosen}> ({chosen.length} chosen)</span>}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className={visuallyHidden}>{legend}</legend>
        {items === undefined ? (
          <p className={styles.note}>Loading…</p>
        ) : (
          items.map((item) => (
            <label key={item.Id} className={styles.check} htmlFor={`${id}-${item.Id}`}>
              <input
                id={`${id}-${item.Id}`}
                type="checkbox"
                checked={chosen.includes(item.Id)}
                onChange={(event) => toggle(item.Id, event.target.checked)}
              />
              {item.Name}
            </label>
          ))
        )}
      </fieldset>
    </details>
  );
}
