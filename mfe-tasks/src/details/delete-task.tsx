import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  errorText,
  Modal,
  notify,
  useCarriedLink,
  useDeleteTaskMutation,
} from '@thrive/shared';
import type { TaskDetails } from '@thrive/shared/contracts';
import styles from '../common/tasks.module.css';
import own from './details.module.css';

export const TASK_DELETED = 'Task deleted.';
const SERIES_DELETED = 'The task and the rest of its series were deleted.';

/** A task of the gardener's own that repeats: deleting it may end the whole series. */
const isOwnSeries = (task: TaskDetails) => task.userTaskRuleId > 0 && task.RepeatEveryDays > 0;

/**
 * Deletes the task after asking (SPEC §2.6 confirm dialog). For one of the gardener's own
 * repeating tasks it asks which: this one, or the whole series. Then back to the list.
 */
export function DeleteTask({ task }: { task: TaskDetails }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteTaskMutation();
  const navigate = useNavigate();
  const carried = useCarriedLink();

  const confirm = async (series: boolean) => {
    try {
      await remove({ id: task.id, series }).unwrap();
      setOpen(false);
      // The success toast goes with the navigation it caused: the toasts of the screen left
      // close, one raised by the act that left it stays. Replace: the deleted task's page is
      // no place to come back to.
      notify({ message: series ? SERIES_DELETED : TASK_DELETED, variant: 'success' });
      navigate(carried('/tasks'), { replace: true });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="task-delete-title">
      <h3 id="task-delete-title" className={styles.cardTitle}>
        Delete
      </h3>
      <p className={styles.note}>
        {isOwnSeries(task)
          ? 'This task repeats. You can delete this one or the whole series.'
          : 'Not needed? Delete it from your tasks.'}
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete task
      </Button>
      {isOwnSeries(task) ? (
        <SeriesDialog open={open} busy={isLoading} onCancel={() => setOpen(false)} onDelete={confirm} />
      ) : (
        <ConfirmDialog
          id="delete-task"
          type="danger"
          open={open}
          title={`Delete “${task.taskType}”?`}
          message={`It leaves your task list${task.commonName ? ` for ${task.commonName}` : ''}.`}
          onConfirm={() => void confirm(false)}
          onCancel={() => setOpen(false)}
        />
      )}
    </section>
  );
}

interface SeriesDialogProps {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onDelete(series: boolean): void;
}

function SeriesDialog({ open, busy, onCancel, onDelete }: SeriesDialogProps) {
  const [series, setSeries] = useState(false);
  return (
    <Modal
      id="delete-task-series"
      title="Delete a repeating task"
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      footer={
        <>
          <Button grow onClick={onCancel}>
            Cancel
          </Button>
          <Button grow variant="danger" disabled={busy} onClick={() => onDelete(series)}>
            Delete
          </Button>
        </>
      }
    >
      <fieldset className={own.choice}>
        <legend className={own.legend}>Which tasks?</legend>
        <label className={own.option}>
          <input type="radio" name="delete-series" checked={!series} onChange={() => setSeries(false)} />
          This one
        </label>
        <label className={own.option}>
          <input type="radio" name="delete-series" checked={series} onChange={() => setSeries(true)} />
          The whole series (this one and the ones to come)
        </label>
      </fieldset>
    </Modal>
  );
}
