import { TASK_STATUS, type Task } from '../contracts/tasks';

/*
 * What every screen that names a task needs: the shell's care alerts (the first screen), the
 * upcoming tasks, the task list and the tasks area. Small, so it stays in the main entry and
 * none of them loads another's widgets for it.
 */

/** The task list's address. */
export const TASKS_PATH = '/tasks';
/** SPEC §2.8, verbatim. */
export const TIP_SUFFIX = '[Tip]';
export const TIP_EXPIRES = 'Expires:';

/** SPEC §4: "A task is past due only if ispastdue is true and its status is 2" (Pending). */
export function isPastDue(task: Pick<Task, 'ispastdue' | 'taskStatusId'>): boolean {
  return task.ispastdue && task.taskStatusId === TASK_STATUS.Pending;
}

/** SPEC §2.8: a tip's title carries the '[Tip]' suffix. */
export function taskTitle(task: Pick<Task, 'taskType' | 'istip'>): string {
  return task.istip ? `${task.taskType} ${TIP_SUFFIX}` : task.taskType;
}
