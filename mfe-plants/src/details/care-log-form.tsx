import { Button, FormField, formStyles, localToday, useSavePlantActivityMutation } from '@thrive/shared';
import { DateInput } from '@thrive/shared/date-input';
import {
  PLANT_ACTIVITY_NOTES_MAX_LENGTH,
  plantActivityInputSchema,
  type CareCategory,
  type PlantActivity,
  type PlantActivityInput,
} from '@thrive/shared/contracts';
import { Controller, ReferenceSelect, SubmitButton, useContractForm, useWatch } from '@thrive/shared/forms';
import { refusalMessage } from './form-errors';
import styles from './details.module.css';

/** What the form edits, by the contract's field names: a new entry has Id 0. */
export type CareLogDraft = Required<Omit<PlantActivityInput, 'PlantId'>>;

/** A zone the entry may be about: one where the plant grows (or the entry's own). */
export interface ZoneChoice {
  PlantZoneId: number;
  ZoneName: string;
}

/** The fields the gardener sees; the server's messages for others are said for the form. */
const FIELDS = ['CareCategoryId', 'DoneOn', 'PlantZoneId', 'Notes'] as const;

/** No category chosen yet; the contract refuses it with "Choose what you did." */
const NO_CATEGORY = 0;

/** A new entry: nothing chosen yet, done today (the form's default, never a future day). */
export const newDraft = (plantZoneId: number): CareLogDraft => ({
  Id: 0,
  PlantZoneId: plantZoneId,
  CareCategoryId: NO_CATEGORY,
  DoneOn: localToday(),
  Notes: '',
});

interface Props {
  /** Tells the add form's fields from the edit dialog's. */
  idPrefix: string;
  plantId: number;
  initial: CareLogDraft;
  /** Undefined while they load (GET Categories/0/GetCareCategories). */
  categories: CareCategory[] | undefined;
  zones: ZoneChoice[];
  submitText: string;
  onSaved: (activity: PlantActivity) => void;
  onCancel?: () => void;
}

/** Logs what was done to the plant and when (POST users/{uid}/PlantActivity), or changes an entry. */
export function CareLogForm({
  idPrefix,
  plantId,
  initial,
  categories,
  zones,
  submitText,
  onSaved,
  onCancel,
}: Props) {
  const [save] = useSavePlantActivityMutation();
  const form = useContractForm<CareLogDraft, PlantActivityInput>({
    schema: plantActivityInputSchema,
    defaultValues: initial,
    toInput: (values) => ({ ...values, PlantId: plantId }),
  });
  const notes = useWatch({ control: form.control, name: 'Notes' });

  const submit = form.submitWith(
    async (input) => {
      const saved = await save(input).unwrap();
      form.reset(newDraft(input.PlantZoneId ?? 0));
      onSaved(saved);
    },
    {
      // What no field shows is said in the form (an alert), where the gardener is looking.
      onRefused: (error) => {
        const message = refusalMessage(error, FIELDS);
        if (message) form.setError('root', { type: 'server', message });
      },
    },
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ReferenceSelect
        form={form}
        name="CareCategoryId"
        id={`${idPrefix}-category`}
        label="What did you do?"
        items={categories ?? []}
        placeholder={categories ? '-Choose-' : 'Loading…'}
        disabled={!categories}
        required
      />
      <Controller
        control={form.control}
        name="DoneOn"
        render={({ field }) => (
          <DateInput
            id={`${idPrefix}-date`}
            label="Date"
            value={field.value}
            max={localToday()}
            required
            error={form.errorOf('DoneOn')}
            onChange={field.onChange}
          />
        )}
      />
      {/* Which planting the entry is about; not asked when the plant grows in no zone. */}
      {zones.length > 0 && (
        <ReferenceSelect
          form={form}
          name="PlantZoneId"
          id={`${idPrefix}-zone`}
          label="Where"
          items={zones.map((zone) => ({ Id: zone.PlantZoneId, Name: zone.ZoneName }))}
          placeholder="No particular zone"
        />
      )}
      {/* Not TextAreaField: that sets the box's class, and this box is taller. */}
      <FormField
        id={`${idPrefix}-notes`}
        label="Notes"
        hint={`${notes.length} of ${PLANT_ACTIVITY_NOTES_MAX_LENGTH} characters`}
        error={form.errorOf('Notes')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.notes}`}
            maxLength={PLANT_ACTIVITY_NOTES_MAX_LENGTH}
            rows={3}
            {...form.register('Notes')}
          />
        )}
      </FormField>
      {form.errorOf('root') && (
        <p role="alert" className={styles.formError}>
          {form.errorOf('root')}
        </p>
      )}
      <div className={formStyles.buttons}>
        {/* The button keeps its text while saving. */}
        <SubmitButton form={form} busyText={submitText}>
          {submitText}
        </SubmitButton>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
