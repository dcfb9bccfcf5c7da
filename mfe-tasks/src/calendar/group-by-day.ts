import { isPastDue } from '@thrive/shared';
import type { Task } from '@thrive/shared/contracts';

export interface DayTasks {
  day: string;
  tasks: Task[];
  /** A pending task of the day is past due (SPEC §4). */
  pastDue: boolean;
}

/** The tasks by due day, each day's in the list's order. */
export function groupByDay(tasks: Task[]): Map<string, DayTasks> {
  const days = new Map<string, DayTasks>();
  for (const task of tasks) {
    const entry = days.get(task.dueDate) ?? { day: task.dueDate, tasks: [], pastDue: false };
    entry.tasks.push(task);
    entry.pastDue ||= isPastDue(task);
    days.set(task.dueDate, entry);
  }
  return days;
}
