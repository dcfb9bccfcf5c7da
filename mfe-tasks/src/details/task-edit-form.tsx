import { useState } from 'react';
import {
  Button,
  errorText,
  fieldErrors,
  formStyles,
  issuesByField,
  notify,
  useUpdateTaskMutation,
} from '@thrive/shared';
import { DateCompletedDialog } from '@thrive/shared/tasks';
import { DateInput } from '@thrive/shared/date-input';
import {
  TASK_STATUS,
  TASK_STATUS_NAMES,
  taskUpdateSchema,
  type TaskDetails,
  type TaskUpdate,
} from '@thrive/shared/contracts';
import { recheckErrors, type FieldMessages } from '@thrive/shared/validation';
import styles from '../common/tasks.module.css';

const TASK_SAVED = 'Task saved.';
export const DUE_DATE_REQUIRED = 'Please enter a due date.';
const NOTES_MAX = 1000;

type EditField = 'dueDate' | 'Notes';

/** What is wrong with the typed due date and notes: the form's own rule, then the contract's. */
function checkTaskEdit(dueDate: string, notes: string): FieldMessages<EditField> {
  const parsed = taskUpdateSchema.safeParse({ dueDate: dueDate || undefined, Notes: notes });
  const found: FieldMessages<EditField> = parsed.success ? {} : issuesByField(parsed.error);
  return { ...found, ...(dueDate ? {} : { dueDate: DUE_DATE_REQUIRED }) };
}

/** The changes made, field by field: a field left as it was is not sent. */
function changesOf(task: TaskDetails, dueDate: string, notes: string, status: number): TaskUpdate {
  const changes: TaskUpdate = {};
  if (dueDate !== task.dueDate) changes.dueDate = dueDate;
  if (notes.trim() !== task.Notes) changes.Notes = notes.trim();
  if (status !== task.taskStatusId) changes.taskStatusId = status;
  return changes;
}

/**
 * Move the task, note something, or change its status. Completed asks for the date it was done
 * (SPEC §2.6 date-completed dialog) before anything is sent.
 */
export function TaskEditForm({ task, today }: { task: TaskDetails; today: string }) {
  const [dueDate, setDueDate] = useState(task.dueDate);
  const [notes, setNotes] = useState(task.Notes);
  const [status, setStatus] = useState(task.taskStatusId);
  const [errors, setErrors] = useState<FieldMessages<EditField>>({});
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [update, { isLoading }] = useUpdateTaskMutation();

  // Once a message shows, its field is checked again as it changes: it goes when put right.
  const changeDueDate = (next: string) => {
    setDueDate(next);
    setErrors((shown) => recheckErrors(shown, checkTaskEdit(next, notes), ['dueDate']));
  };
  const changeNotes = (next: string) => {
    setNotes(next);
    setErrors((shown) => recheckErrors(shown, checkTaskEdit(dueDate, next), ['Notes']));
  };

  const save = async (changes: TaskUpdate) => {
    try {
      await update({ id: task.id, ...changes }).unwrap();
      setAsking(false);
      setMessage(TASK_SAVED);
      notify({ message: TASK_SAVED, variant: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return (
    <>
      <form
        className={`${styles.card} ${formStyles.form}`}
        aria-labelledby="task-edit-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMessage('');
          const found = checkTaskEdit(dueDate, notes);
          if (Object.keys(found).length > 0) return setErrors(found);
          const changes = changesOf(task, dueDate, notes, status);
          if (Object.keys(changes).length === 0) return setMessage('Nothing has changed.');
          setErrors({});
          if (changes.taskStatusId === TASK_STATUS.Completed) setAsking(true);
          else void save(changes);
        }}
      >
        <h3 id="task-edit-title" className={styles.cardTitle}>
          Change this task
        </h3>
        <DateInput
          id="task-due-date"
          label="Due date"
          value={dueDate}
          onChange={changeDueDate}
          error={errors.dueDate}
          required
        />
        <div className={formStyles.field}>
          <label htmlFor="task-status" className={formStyles.label}>
            Status
          </label>
          <select
            id="task-status"
            className={formStyles.control}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value))}
          >
            {Object.entries(TASK_STATUS_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="task-notes" className={formStyles.label}>
            Notes
          </label>
          <textarea
            id="task-notes"
            className={formStyles.control}
            rows={3}
            maxLength={NOTES_MAX}
            value={notes}
            aria-invalid={Boolean(errors.Notes)}
            aria-describedby={errors.Notes ? 'task-notes-error' : undefined}
            onChange={(event) => changeNotes(event.target.value)}
          />
          {errors.Notes && (
            <p id="task-notes-error" className={formStyles.error}>
              {errors.Notes}
            </p>
          )}
        </div>
        <div className={formStyles.buttons}>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Save
          </Button>
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
        onEnter={(dateCompleted) =>
          void save({
            ...changesOf(task, dueDate, notes, status),
            taskStatusId: TASK_STATUS.Completed,
            dateCompleted,
          })
        }
      />
    </>
  );
}
