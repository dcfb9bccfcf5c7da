import type { PushMessage } from '../common/push-message';
import type { DueTask } from './due-tasks';
import { temperatureText, weekdayOf } from '../common/weather-words';
import type { FrostAlert } from './frost-alerts';

/** A notification shows two or three lines: the first tasks, then how many more. */
const TASKS_NAMED = 3;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function taskText(tasks: readonly DueTask[]): string {
  const named = tasks
    .slice(0, TASKS_NAMED)
    .map((task) => (task.plantName ? `${task.taskType}: ${task.plantName}` : task.taskType));
  const more = tasks.length - named.length;
  return `${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

function frostText(alert: FrostAlert): string {
  const frost =
    alert.forecastLowC === null
      ? `Frost is coming to ${alert.yardName}`
      : `Frost is forecast for ${alert.yardName} ${weekdayOf(alert.frostOn)} night, a low of ${temperatureText(alert.forecastLowC)}`;
  return `${frost}: protect ${alert.tenderPlants.join(', ')}.`;
}

/**
 * The day's reminder as a push notification: the care tasks due (the first few by name)
 * and the frost alerts, short enough for a phone's notification; a tap opens the task list.
 */
export function reminderPush({
  tasks,
  frost,
  appAddress,
}: {
  tasks: readonly DueTask[];
  frost: readonly FrostAlert[];
  appAddress: string;
}): PushMessage {
  const title =
    tasks.length > 0
      ? `${plural(tasks.length, 'care task', 'care tasks')} for today`
      : 'Frost is coming: protect your tender plants';
  const body = [...(tasks.length > 0 ? [taskText(tasks)] : []), ...frost.map(frostText)].join('\n');
  return { title, body, url: `${appAddress.replace(/\/+$/, '')}/#/tasks` };
}
