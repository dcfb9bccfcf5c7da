import type { ReferenceItem } from '@thrive/shared/contracts';
import styles from './suggest.module.css';

interface Props {
  /** The fieldset's id; the boxes', hint's and error's ids start with it. */
  id: string;
  legend: string;
  hint?: string;
  items: ReferenceItem[];
  selected: number[];
  error?: string | undefined;
  onChange: (selected: number[]) => void;
}

/** A labelled set of choices (fieldset and legend), any number of which may be ticked. */
export function CheckboxGroup({ id, legend, hint, items, selected, error, onChange }: Props) {
  if (items.length === 0) return null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...selected, itemId] : selected.filter((chosen) => chosen !== itemId));
  return (
    <fieldset
      id={id}
      className={styles.group}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {items.map((item) => (
          <label key={item.Id} className={styles.choice}>
            <input
              type="checkbox"
              id={`${id}-${item.Id}`}
              checked={selected.includes(item.Id)}
              onChange={(event) => toggle(item.Id, event.target.checked)}
            />
            <span>{item.Name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
