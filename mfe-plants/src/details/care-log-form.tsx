import { useState, type FormEvent } from 'react';
import {
  Button,
  FormField,
  errorText,
  fieldErrors,
  formStyles,
  issuesByField,
  localToday,
  useSavePlantActivityMutation,
} from '@thrive/shared';
import { DateInput } from '@thrive/shared/date-input';
import {
  PLANT_ACTIVITY_NOTES_MAX_LENGTH,
  plantActivityInputSchema,
  type CareCategory,
  type PlantActivity,
} from '@thrive/shared/contracts';
import { CareLogCategory, NO_CATEGORY } from './care-log-category';
import { CareLogWhere, type ZoneChoice } from './care-log-where';
import { recheckErrors } from '@thrive/shared/validation';
import { placeErrors, type FormErrors } from './form-errors';
import styles from './details.module.css';

/** What the form edits: a new entry has Id 0. */
export interface CareLogDraft {
  Id: number;
  PlantZoneId: number;
  CareCategoryId: number;
  DoneOn: string;
  Notes: string;
}

/** The fields the gardener sees; the server's messages for others are said for the form. */
const FIELDS = ['CareCategoryId', 'DoneOn', 'PlantZoneId', 'Notes'] as const;
type Field = (typeof FIELDS)[number];

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
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [save, { isLoading: saving }] = useSavePlantActivityMutation();
  const change = (next: Partial<CareLogDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    // A field that shows a message is checked again as it changes: it goes once the field is right.
    const parsed = plantActivityInputSchema.safeParse({ ...changed, PlantId: plantId });
    const found = parsed.success ? {} : issuesByField(parsed.error);
    setErrors((shown) => recheckErrors(shown, found, Object.keys(next)));
  };
  const today = localToday();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = plantActivityInputSchema.safeParse({ ...draft, PlantId: plantId });
    if (!parsed.success) {
      setErrors(placeErrors(issuesByField(parsed.error), FIELDS));
      return;
    }
    setErrors({});
    try {
      const saved = await save(parsed.data).unwrap();
      setDraft(newDraft(draft.PlantZoneId));
      onSaved(saved);
    } catch (failure) {
      setErrors(placeErrors(fieldErrors(failure), FIELDS, errorText(failure)));
    }
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <CareLogCategory
        id={`${idPrefix}-category`}
        categories={categories}
        value={draft.CareCategoryId}
        error={errors.CareCategoryId}
        onChange={(CareCategoryId) => change({ CareCategoryId })}
      />
      <DateInput
        id={`${idPrefix}-date`}
        label="Date"
        value={draft.DoneOn}
        max={today}
        required
        error={errors.DoneOn}
        onChange={(DoneOn) => change({ DoneOn })}
      />
      <CareLogWhere
        id={`${idPrefix}-zone`}
        zones={zones}
        value={draft.PlantZoneId}
        error={errors.PlantZoneId}
        onChange={(PlantZoneId) => change({ PlantZoneId })}
      />
      <FormField
        id={`${idPrefix}-notes`}
        label="Notes"
        hint={`${draft.Notes.length} of ${PLANT_ACTIVITY_NOTES_MAX_LENGTH} characters`}
        error={errors.Notes}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.notes}`}
            value={draft.Notes}
            maxLength={PLANT_ACTIVITY_NOTES_MAX_LENGTH}
            rows={3}
            onChange={(event) => change({ Notes: event.target.value })}
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      )}
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          {submitText}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
