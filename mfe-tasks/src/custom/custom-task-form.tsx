import { useEffect, useRef, useState } from 'react';
import {
  Button,
  errorText,
  fieldErrors,
  formStyles,
  notify,
  useSaveCustomTaskMutation,
} from '@thrive/shared';
import { DateInput } from '@thrive/shared/date-input';
import { CUSTOM_TASK_REPEAT_MAX_DAYS, type ZonePlant } from '@thrive/shared/contracts';
import { recheckErrors } from '@thrive/shared/validation';
import {
  checkCustomTask,
  fieldsOfChanges,
  type CustomTaskDraft,
  type CustomTaskErrors,
} from './custom-task-draft';
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
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<CustomTaskErrors>({});
  const [save, { isLoading }] = useSaveCustomTaskMutation();
  const form = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    // After a refused save, the keyboard goes to the first field to put right.
    if (checks > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);
  const change = (changes: Partial<CustomTaskDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Once a message shows, its field is checked again as it changes: it goes when put right.
    if (Object.keys(errors).length === 0) return;
    const check = checkCustomTask(next);
    setErrors(recheckErrors(errors, check.ok ? {} : check.errors, fieldsOfChanges(changes)));
  };

  const submit = async () => {
    const check = checkCustomTask(draft);
    if (!check.ok) {
      setErrors(check.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      await save(check.input).unwrap();
      // Raised before onSaved navigates: a toast raised by the act that moves the gardener stays.
      notify({ message: CUSTOM_TASK_SAVED, variant: 'success' });
      onSaved();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return (
    <form
      ref={form}
      className={`${styles.card} ${formStyles.form}`}
      aria-label="Your task"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PlantZoneField
        choices={choices}
        value={draft.PlantZoneId}
        error={errors.PlantZoneId}
        onChange={(PlantZoneId) => change({ PlantZoneId })}
      />
      <KindFields draft={draft} error={errors.TaskType} onChange={change} />
      <RepeatFields draft={draft} errors={errors} maxDays={CUSTOM_TASK_REPEAT_MAX_DAYS} onChange={change} />
      <DateInput
        id="custom-task-start"
        label={draft.repeats ? 'Start date' : 'Date'}
        value={draft.StartDate}
        error={errors.StartDate}
        required
        onChange={(StartDate) => change({ StartDate })}
      />
      {draft.repeats && (
        <DateInput
          id="custom-task-end"
          label="End date (optional)"
          value={draft.EndDate}
          min={draft.StartDate || undefined}
          error={errors.EndDate}
          onChange={(EndDate) => change({ EndDate })}
        />
      )}
      <div className={formStyles.field}>
        <label htmlFor="custom-task-notes" className={formStyles.label}>
          Notes
        </label>
        <textarea
          id="custom-task-notes"
          className={formStyles.control}
          rows={3}
          maxLength={NOTES_MAX}
          value={draft.Notes}
          onChange={(event) => change({ Notes: event.target.value })}
        />
      </div>
      <div className={formStyles.buttons}>
        <Button type="submit" variant="primary" disabled={isLoading}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
