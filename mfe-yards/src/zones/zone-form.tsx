import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, notify } from '@thrive/shared';
import { zoneCreateSchema, type ReferenceItem, type ZoneCreate } from '@thrive/shared/contracts';
import { FormField } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import { formStyles as fields } from '@thrive/shared';
import { useFieldErrors } from '../common/use-field-errors';

interface Props {
  initial: ZoneCreate;
  submitText: string;
  /** Where Cancel goes (a carried link). */
  cancelTo: string;
  /** Saves the checked zone; a rejection is shown by the form and keeps the input. */
  onSave: (zone: ZoneCreate) => Promise<void>;
}

function ConditionSelect(props: {
  id: string;
  label: string;
  placeholder: string;
  items: ReferenceItem[];
  value: number;
  error: string | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} required error={props.error}>
      {(control) => (
        <select
          {...control}
          className={fields.control}
          value={props.value}
          onChange={(e) => props.onChange(Number(e.target.value))}
        >
          <option value={0}>{props.placeholder}</option>
          {props.items.map((item) => (
            <option key={item.Id} value={item.Id}>
              {item.Name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Name, sun and water of a zone (sun and water are required: the scores need them, SPEC §5). */
export function ZoneForm({ initial, submitText, cancelTo, onSave }: Props) {
  const { lists } = useConditionNames();
  // Only the zone's own fields: `initial` may be a whole zone, with its yard and counts.
  const [values, setValues] = useState<ZoneCreate>({
    Name: initial.Name,
    SunRequirementId: initial.SunRequirementId,
    WaterRequirementId: initial.WaterRequirementId,
    Notes: initial.Notes ?? '',
  });
  const { errors, check, changed, refused } = useFieldErrors(zoneCreateSchema);
  const [saving, setSaving] = useState(false);

  function change<K extends keyof ZoneCreate>(field: K, value: ZoneCreate[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    changed(field, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const zone: ZoneCreate = { ...values };
    if (!check(zone)) return;
    setSaving(true);
    try {
      await onSave(zone);
    } catch (error) {
      refused(error);
      notify({ message: errorText(error), variant: 'error' });
      setSaving(false);
    }
  }

  return (
    <form className={fields.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <FormField id="zone-name" label="Zone name" required error={errors.Name}>
        {(props) => (
          <input
            {...props}
            className={fields.control}
            value={values.Name}
            onChange={(e) => change('Name', e.target.value)}
          />
        )}
      </FormField>
      <ConditionSelect
        id="zone-sun"
        label="Sun"
        placeholder="-Select Sun-"
        items={lists?.SunRequirements ?? []}
        value={values.SunRequirementId}
        error={errors.SunRequirementId}
        onChange={(id) => change('SunRequirementId', id)}
      />
      <ConditionSelect
        id="zone-water"
        label="Water"
        placeholder="-Select Water-"
        items={lists?.WaterRequirements ?? []}
        value={values.WaterRequirementId}
        error={errors.WaterRequirementId}
        onChange={(id) => change('WaterRequirementId', id)}
      />
      <FormField id="zone-notes" label="Notes" error={errors.Notes}>
        {(props) => (
          <textarea
            {...props}
            className={fields.control}
            rows={3}
            value={values.Notes ?? ''}
            onChange={(e) => change('Notes', e.target.value)}
          />
        )}
      </FormField>
      <div className={fields.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : submitText}
        </Button>
        <Link to={cancelTo} className={fields.cancel}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
