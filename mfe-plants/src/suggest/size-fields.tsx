import { FormField, formStyles } from '@thrive/shared';
import { LENGTH_UNITS, type LengthUnit } from '@thrive/shared/contracts';
import type { SuggestDraftForm } from './suggest-draft';
import styles from './suggest.module.css';

const UNIT_NAMES: Record<LengthUnit, string> = { in: 'inches', ft: 'feet', cm: 'cm', m: 'm' };

interface SizeLimitProps {
  form: SuggestDraftForm;
  name: 'MaxHeight' | 'MaxSpread';
  unitName: 'HeightUnit' | 'SpreadUnit';
  id: string;
  label: string;
}

/** A largest size as typed (blank: no limit), in its unit. */
function SizeLimit({ form, name, unitName, id, label }: SizeLimitProps) {
  const message = form.messageOf(name);
  // A size's unit belongs to its size: the server's word on the size was about the old unit.
  const unitChanged = () => {
    if (form.messageOf(name)?.type === 'server') form.clearErrors(name);
  };
  return (
    <FormField id={id} label={label} error={message?.message}>
      {(control) => (
        <div className={styles.sizeRow}>
          <input
            {...control}
            className={formStyles.control}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...form.register(name)}
          />
          <select
            className={`${formStyles.control} ${styles.unit}`}
            aria-label={`${label} unit`}
            {...form.register(unitName, { onChange: unitChanged })}
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
export function SizeFields({ form }: { form: SuggestDraftForm }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Room to grow (optional)</legend>
      <div className={styles.sizes}>
        <SizeLimit
          form={form}
          name="MaxHeight"
          unitName="HeightUnit"
          id="suggest-height"
          label="Largest height"
        />
        <SizeLimit
          form={form}
          name="MaxSpread"
          unitName="SpreadUnit"
          id="suggest-spread"
          label="Largest spread"
        />
      </div>
    </fieldset>
  );
}
