import { useId, useState } from 'react';
import { formStyles as fields, visuallyHidden } from '@thrive/shared';
import { LENGTH_UNITS, type LengthUnit } from '@thrive/shared/contracts';
import type { SizeText } from './filter-draft';
import styles from './search.module.css';

const UNIT_NAMES: Record<LengthUnit, string> = { in: 'inches', ft: 'feet', cm: 'centimetres', m: 'metres' };

interface Props {
  /** "Adult height" or "Adult spread". */
  legend: string;
  value: SizeText;
  onChange: (value: SizeText) => void;
}

/** An adult size range: from, to (either may stay blank) and the unit both are in. */
export function SizeFields({ legend, value, onChange }: Props) {
  const id = useId();
  const [startOpen] = useState(Boolean(value.Min || value.Max));
  const set = (changes: Partial<SizeText>) => onChange({ ...value, ...changes });
  const on = Boolean(value.Min.trim() || value.Max.trim());
  return (
    <details className={styles.group} open={startOpen || undefined}>
      <summary className={styles.summary}>
        {legend}
        {on && <span className={styles.chosen}> (1 chosen)</span>}
      </summary>
      <fieldset className={`${styles.fieldset} ${styles.sizeRow}`}>
        <legend className={visuallyHidden}>{legend}</legend>
        <div className={styles.sizeField}>
          <label htmlFor={`${id}-min`}>
            <span className={visuallyHidden}>{legend} </span>
            From
          </label>
          <input
            id={`${id}-min`}
            className={fields.control}
            inputMode="decimal"
            value={value.Min}
            onChange={(event) => set({ Min: event.target.value })}
          />
        </div>
        <div className={styles.sizeField}>
          <label htmlFor={`${id}-max`}>
            <span className={visuallyHidden}>{legend} </span>
            To
          </label>
          <input
            id={`${id}-max`}
            className={fields.control}
            inputMode="decimal"
            value={value.Max}
            onChange={(event) => set({ Max: event.target.value })}
          />
        </div>
        <div className={styles.sizeField}>
          <label htmlFor={`${id}-unit`}>
            <span className={visuallyHidden}>{legend} </span>
            Unit
          </label>
          <select
            id={`${id}-unit`}
            className={fields.control}
            value={value.Unit}
            onChange={(event) => set({ Unit: event.target.value as LengthUnit })}
          >
            {LENGTH_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {UNIT_NAMES[unit]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </details>
  );
}
