import { TASK_STATUS, type Task } from '@thrive/shared/contracts';

/** The notification's title (ours: SPEC §2.6 names the alerts, not their words). */
export const CARE_ALERT_TITLE = 'Plant care for today';
/** How many tasks the text names; the rest are counted ("and 2 more"). */
const CARE_ALERT_NAMED_TASKS = 3;

/** The tasks an alert is about: due on `today` and still pending; tips are not jobs. */
export function dueToday(tasks: readonly Task[], today: string): Task[] {
  return tasks.filter(
    (task) => !task.istip && task.taskStatusId === TASK_STATUS.Pending && task.dueDate === today,
  );
}

const named = (task: Task) => [task.taskType, task.commonName].filter(Boolean).join(' ');

/** "1 task: Water Tomato", "5 tasks: Water Tomato, Prune Rose, Feed Basil and 2 more". */
export function careAlertBody(tasks: readonly Task[]): string {
  const count = `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`;
  const names = tasks.slice(0, CARE_ALERT_NAMED_TASKS).map(named).join(', ');
  const more = tasks.length - CARE_ALERT_NAMED_TASKS;
  return `${count}: ${names}${more > 0 ? ` and ${more} more` : ''}`;
}
