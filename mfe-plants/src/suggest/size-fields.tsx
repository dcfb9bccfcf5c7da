import { FormField, formStyles } from '@thrive/shared';
import { LENGTH_UNITS, type LengthUnit } from '@thrive/shared/contracts';
import type { SuggestDraft } from './suggest-draft';
import styles from './suggest.module.css';

const UNIT_NAMES: Record<LengthUnit, string> = { in: 'inches', ft: 'feet', cm: 'cm', m: 'm' };

function SizeLimit(props: {
  id: string;
  label: string;
  value: string;
  unit: LengthUnit;
  error: string | undefined;
  onChange: (value: string, unit: LengthUnit) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      {(control) => (
        <div className={styles.sizeRow}>
          <input
            {...control}
            className={formStyles.control}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value, props.unit)}
          />
          <select
            className={`${formStyles.control} ${styles.unit}`}
            aria-label={`${props.label} unit`}
            value={props.unit}
            onChange={(event) => props.onChange(props.value, event.target.value as LengthUnit)}
          >
            {LENGTH_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {UNIT_NAMES[unit]}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}

/** Optional room the plant may fill when grown: suggestions are no taller or wider. */
export function SizeFields({
  draft,
  errors,
  onChange,
}: {
  draft: SuggestDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<SuggestDraft>) => void;
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Room to grow (optional)</legend>
      <div className={styles.sizes}>
        <SizeLimit
          id="suggest-height"
          label="Largest height"
          value={draft.MaxHeight}
          unit={draft.HeightUnit}
          error={errors.MaxHeight}
          onChange={(MaxHeight, HeightUnit) => onChange({ MaxHeight, HeightUnit })}
        />
        <SizeLimit
          id="suggest-spread"
          label="Largest spread"
          value={draft.MaxSpread}
          unit={draft.SpreadUnit}
          error={errors.MaxSpread}
          onChange={(MaxSpread, SpreadUnit) => onChange({ MaxSpread, SpreadUnit })}
        />
      </div>
    </fieldset>
  );
}
