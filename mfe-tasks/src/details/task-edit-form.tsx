import { useState } from 'react';
import { formStyles, notify, useUpdateTaskMutation } from '@thrive/shared';
import { DateCompletedDialog } from '@thrive/shared/tasks';
import {
  TASK_STATUS,
  TASK_STATUS_NAMES,
  taskUpdateSchema,
  type TaskDetails,
  type TaskUpdate,
} from '@thrive/shared/contracts';
import { Controller, SubmitButton, TextAreaField, useContractForm } from '@thrive/shared/forms';
import { DateField } from '../common/date-field';
import styles from '../common/tasks.module.css';

const TASK_SAVED = 'Task saved.';
/** The contract's words for a due date left empty (this form needs one: see taskEditSchema). */
export const DUE_DATE_REQUIRED = 'Please enter a due date.';
const NOTES_MAX = 1000;

/** What the gardener may change of a task, as the task has it. */
type TaskEditFields = Pick<TaskDetails, 'dueDate' | 'Notes' | 'taskStatusId'>;

/**
 * The contract, with a due date: a change may leave it out, this form may not (left out, the
 * contract's own words say to enter one).
 */
const taskEditSchema = taskUpdateSchema.safeExtend({ dueDate: taskUpdateSchema.shape.dueDate.unwrap() });

/**
 * What the form checks: the typed date and notes. The status is a choice of the list; the
 * date completed, which Completed needs, is asked once they are right.
 */
const checkedFields = ({ dueDate, Notes }: TaskEditFields) => ({ dueDate: dueDate || undefined, Notes });

/** The changes made, field by field: a field left as it was is not sent. */
function changesOf(task: TaskDetails, { dueDate, Notes, taskStatusId }: TaskEditFields): TaskUpdate {
  const changes: TaskUpdate = {};
  if (dueDate !== task.dueDate) changes.dueDate = dueDate;
  if (Notes.trim() !== task.Notes) changes.Notes = Notes.trim();
  if (taskStatusId !== task.taskStatusId) changes.taskStatusId = taskStatusId;
  return changes;
}

/**
 * Move the task, note something, or change its status. Completed asks for the date it was done
 * (SPEC §2.6 date-completed dialog) before anything is sent.
 */
export function TaskEditForm({ task, today }: { task: TaskDetails; today: string }) {
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [update, { isLoading }] = useUpdateTaskMutation();
  const form = useContractForm<TaskEditFields, TaskUpdate>({
    schema: taskEditSchema,
    defaultValues: { dueDate: task.dueDate, Notes: task.Notes, taskStatusId: task.taskStatusId },
    toInput: checkedFields,
  });

  const save = async (changes: TaskUpdate) => {
    await update({ id: task.id, ...changes }).unwrap();
    setAsking(false);
    setMessage(TASK_SAVED);
    notify({ message: TASK_SAVED, variant: 'success' });
  };

  const submit = form.submitWith(async () => {
    const changes = changesOf(task, form.getValues());
    if (Object.keys(changes).length === 0) return setMessage('Nothing has changed.');
    if (changes.taskStatusId === TASK_STATUS.Completed) setAsking(true);
    else await save(changes);
  });
  // Through the form as well, so that a refused save is shown as the form's Save shows it.
  const complete = (dateCompleted: string) =>
    form.submitWith(() =>
      save({ ...changesOf(task, form.getValues()), taskStatusId: TASK_STATUS.Completed, dateCompleted }),
    )();

  return (
    <>
      <form
        className={`${styles.card} ${formStyles.form}`}
        aria-labelledby="task-edit-title"
        noValidate
        onSubmit={(event) => {
          setMessage('');
          void submit(event);
        }}
      >
        <h3 id="task-edit-title" className={styles.cardTitle}>
          Change this task
        </h3>
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field }) => (
            <DateField
              field={field}
              id="task-due-date"
              label="Due date"
              error={form.errorOf('dueDate')}
              required
            />
          )}
        />
        <div className={formStyles.field}>
          <label htmlFor="task-status" className={formStyles.label}>
            Status
          </label>
          <select
            id="task-status"
            className={formStyles.control}
            {...form.register('taskStatusId', { valueAsNumber: true })}
          >
            {Object.entries(TASK_STATUS_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextAreaField
          form={form}
          name="Notes"
          id="task-notes"
          label="Notes"
          rows={3}
          maxLength={NOTES_MAX}
        />
        <div className={formStyles.buttons}>
          {/* The button keeps its word while saving (it is only disabled). */}
          <SubmitButton form={form} busyText="Save" disabled={isLoading}>
            Save
          </SubmitButton>
          <p role="status" className={styles.note}>
            {message}
          </p>
        </div>
      </form>
      {/* Outside the form: the dialog's own form would bubble its submit through the React tree. */}
      <DateCompletedDialog
        open={asking}
        today={today}
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onEnter={(dateCompleted) => void complete(dateCompleted)}
      />
    </>
  );
}
