import { Link } from 'react-router-dom';
import { formStyles as fields, useConditionNames } from '@thrive/shared';
import { zoneCreateSchema, type ZoneCreate } from '@thrive/shared/contracts';
import {
  ReferenceSelect,
  SubmitButton,
  TextAreaField,
  TextField,
  useContractForm,
} from '@thrive/shared/forms';

interface Props {
  initial: ZoneCreate;
  submitText: string;
  /** Where Cancel goes (a carried link). */
  cancelTo: string;
  /** Saves the checked zone; a rejection is shown by the form and keeps the input. */
  onSave: (zone: ZoneCreate) => Promise<void>;
}

/** Name, sun and water of a zone (sun and water are required: the scores need them, SPEC §5). */
export function ZoneForm({ initial, submitText, cancelTo, onSave }: Props) {
  const { lists } = useConditionNames();
  const form = useContractForm<ZoneCreate, ZoneCreate>({
    schema: zoneCreateSchema,
    // Only the zone's own fields: `initial` may be a whole zone, with its yard and counts.
    defaultValues: {
      Name: initial.Name,
      SunRequirementId: initial.SunRequirementId,
      WaterRequirementId: initial.WaterRequirementId,
      Notes: initial.Notes ?? '',
    },
  });
  const submit = form.submitWith(onSave);

  return (
    <form
      className={fields.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={form.formState.isSubmitting}
    >
      <TextField form={form} name="Name" id="zone-name" label="Zone name" required />
      <ReferenceSelect
        form={form}
        name="SunRequirementId"
        id="zone-sun"
        label="Sun"
        placeholder="-Select Sun-"
        required
        items={lists?.SunRequirements ?? []}
      />
      <ReferenceSelect
        form={form}
        name="WaterRequirementId"
        id="zone-water"
        label="Water"
        placeholder="-Select Water-"
        required
        items={lists?.WaterRequirements ?? []}
      />
      <TextAreaField form={form} name="Notes" id="zone-notes" label="Notes" rows={3} />
      <div className={fields.buttons}>
        <SubmitButton form={form}>{submitText}</SubmitButton>
        <Link to={cancelTo} className={fields.cancel}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
