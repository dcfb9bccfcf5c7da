import { Button, formStyles, notify, useSaveCustomTaskMutation } from '@thrive/shared';
import { CUSTOM_TASK_REPEAT_MAX_DAYS, type CustomTaskInput, type ZonePlant } from '@thrive/shared/contracts';
import { Controller, SubmitButton, TextAreaField, useContractForm, useWatch } from '@thrive/shared/forms';
import { DateField } from '../common/date-field';
import { customTaskFormSchema, customTaskInput, type CustomTaskDraft } from './custom-task-draft';
import { KindFields } from './kind-fields';
import { PlantZoneField } from './plant-zone-field';
import { RepeatFields } from './repeat-fields';
import styles from '../common/tasks.module.css';

export const CUSTOM_TASK_SAVED = 'Task saved.';
const NOTES_MAX = 1000;

interface Props {
  initial: CustomTaskDraft;
  choices: ZonePlant[];
  onSaved(): void;
  onCancel(): void;
}

/** A task of the gardener's own for a plant: once, or every N days from a start date. */
export function CustomTaskForm({ initial, choices, onSaved, onCancel }: Props) {
  const [save] = useSaveCustomTaskMutation();
  const form = useContractForm<CustomTaskDraft, CustomTaskInput>({
    schema: customTaskFormSchema,
    defaultValues: initial,
    toInput: customTaskInput,
  });
  const [repeats, startDate] = useWatch({ control: form.control, name: ['repeats', 'StartDate'] });

  const submit = form.submitWith(async (input) => {
    await save(input).unwrap();
    // Raised before onSaved navigates: a toast raised by the act that moves the gardener stays.
    notify({ message: CUSTOM_TASK_SAVED, variant: 'success' });
    onSaved();
  });

  return (
    <form
      className={`${styles.card} ${formStyles.form}`}
      aria-label="Your task"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <PlantZoneField form={form} choices={choices} />
      <KindFields form={form} />
      <RepeatFields form={form} maxDays={CUSTOM_TASK_REPEAT_MAX_DAYS} />
      <Controller
        control={form.control}
        name="StartDate"
        render={({ field }) => (
          <DateField
            field={field}
            id="custom-task-start"
            label={repeats ? 'Start date' : 'Date'}
            error={form.errorOf('StartDate')}
            required
          />
        )}
      />
      {repeats && (
        <Controller
          control={form.control}
          name="EndDate"
          render={({ field }) => (
            <DateField
              field={field}
              id="custom-task-end"
              label="End date (optional)"
              min={startDate || undefined}
              error={form.errorOf('EndDate')}
            />
          )}
        />
      )}
      <TextAreaField
        form={form}
        name="Notes"
        id="custom-task-notes"
        label="Notes"
        rows={3}
        maxLength={NOTES_MAX}
      />
      <div className={formStyles.buttons}>
        {/* The button keeps its word while saving (it is only disabled). */}
        <SubmitButton form={form} busyText="Save">
          Save
        </SubmitButton>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
