import { addDays, countText } from '@thrive/shared';
import {
  TASK_CALENDAR_PAGE_SIZE_MAX,
  TASK_FILTER,
  TASK_STATUS,
  type Task,
  type TaskListQuery,
} from '@thrive/shared/contracts';

/** A week as the dashboard and SPEC §9's default 7 days count it: today and the 6 days after. */
const WEEK_DAYS = 7;

/** The gardener's week, from their own today (the device's date, as the list's `td`). */
export const weekOf = (today: string) => ({ from: today, to: addDays(today, WEEK_DAYS - 1) });

/**
 * The list's question for the week: pending tasks due in it, with the later repeats the
 * calendar draws (from/to), in one page. Tips are left out: they are not due on a day.
 */
export function weekQuery(today: string): TaskListQuery {
  return {
    ...weekOf(today),
    sid: TASK_FILTER.Pending,
    sd: 0,
    i: 0,
    c: TASK_CALENDAR_PAGE_SIZE_MAX,
    td: today,
  };
}

/** How many tasks are due this week, by their due dates: open, not tips, today to 6 days on. */
export function dueThisWeek(tasks: readonly Task[], today: string): number {
  const { from, to } = weekOf(today);
  return tasks.filter(
    (task) =>
      !task.istip && task.taskStatusId === TASK_STATUS.Pending && task.dueDate >= from && task.dueDate <= to,
  ).length;
}

/** "1 task due this week", "7 tasks due this week", "Nothing due this week". */
export function dueThisWeekText(count: number): string {
  if (count === 0) return 'Nothing due this week';
  return `${countText(count, 'task', 'tasks')} due this week`;
}
