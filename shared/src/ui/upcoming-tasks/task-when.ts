import { formatDay, isPastDue, TIP_EXPIRES } from '@thrive/shared';
import { TASK_STATUS, TASK_STATUS_NAMES, type Task } from '@thrive/shared/contracts';

/** SPEC §2.8 names a past-due date; the compact rows lead with it. */
export const PAST_DUE = 'Past due';
export const DUE_TODAY = 'Today';
/** A tip without an end date (SPEC §2.8 shows 'Expires:' with a date). */
const TIP_NO_EXPIRY = 'Not set';

/** A task put aside says so beside its date: it will not be asked for until resumed. */
function statusNote(status: number): string {
  if (status === TASK_STATUS.Suspended) return ` (${TASK_STATUS_NAMES[TASK_STATUS.Suspended]})`;
  if (status === TASK_STATUS.Skip) return ` (${TASK_STATUS_NAMES[TASK_STATUS.Skip]})`;
  return '';
}

type WhenFields = Pick<
  Task,
  'istip' | 'Expires' | 'taskStatusId' | 'dateCompleted' | 'dueDate' | 'ispastdue'
>;

/**
 * The one date line of a compact task row: a tip's expiry (SPEC §2.8 'Expires:'), a completed
 * task's day, 'Past due' only when ispastdue and still pending (SPEC §4), otherwise the due day,
 * with the status named when the task is suspended or skipped.
 */
export function taskWhenText(task: WhenFields, today: string): string {
  if (task.istip) return `${TIP_EXPIRES} ${task.Expires ? formatDay(task.Expires) : TIP_NO_EXPIRY}`;
  if (task.taskStatusId === TASK_STATUS.Completed) {
    return task.dateCompleted ? `Completed: ${formatDay(task.dateCompleted)}` : 'Completed';
  }
  if (isPastDue(task)) return `${PAST_DUE}: ${formatDay(task.dueDate)}`;
  const day = task.dueDate === today ? DUE_TODAY : formatDay(task.dueDate);
  return `Due: ${day}${statusNote(task.taskStatusId)}`;
}
