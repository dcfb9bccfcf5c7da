import { unsubscribeLink } from '@thrive/shared/contracts';
import type { OutboxMail } from '../common/outbox-mail';
import { daysBetween, shortDate } from '../common/calendar-days';
import type { DueTask } from './due-tasks';
import { temperatureText, weekdayOf } from '../common/weather-words';
import type { FrostAlert } from './frost-alerts';

/** The app's name opens every reminder's subject, so it is known at a glance in an inbox. */
const REMINDER_SUBJECT_PREFIX = 'Thrive Garden: ';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function subjectOf(tasks: readonly DueTask[], frost: readonly FrostAlert[]): string {
  const parts = [
    ...(tasks.length > 0 ? [`${plural(tasks.length, 'care task', 'care tasks')} for today`] : []),
    ...(frost.length > 0 ? ['frost is coming, protect your tender plants'] : []),
  ];
  const text = parts.join('; ');
  return REMINDER_SUBJECT_PREFIX + text.charAt(0).toUpperCase() + text.slice(1);
}

function taskLine(task: DueTask, today: string): string {
  const late = daysBetween(task.dueDate, today);
  const what = task.plantName ? `${task.taskType}: ${task.plantName}` : task.taskType;
  return `  - ${what}${late > 0 ? ` (was due ${shortDate(task.dueDate)})` : ''}`;
}

/** The tasks by yard, then zone, as the task list groups them. */
function taskLines(tasks: readonly DueTask[], today: string): string[] {
  const lines: string[] = [];
  let place = '';
  let zone = '';
  for (const task of tasks) {
    const yard = task.yardName
      ? `${task.yardName}${task.sharedBy ? ` (shared by ${task.sharedBy})` : ''}`
      : 'Not in a yard';
    if (yard !== place) {
      lines.push('', yard);
      place = yard;
      zone = '';
    }
    if (task.zoneName && task.zoneName !== zone) {
      lines.push(` ${task.zoneName}`);
      zone = task.zoneName;
    }
    lines.push(taskLine(task, today));
  }
  return lines;
}

function frostLines(alert: FrostAlert): string[] {
  const when =
    alert.forecastLowC === null
      ? `Frost is coming to ${alert.yardName}: the first fall frost there usually comes around ${shortDate(alert.frostOn)}.`
      : `Frost is forecast for ${alert.yardName}: a low of ${temperatureText(alert.forecastLowC)} on ${weekdayOf(alert.frostOn)} night.`;
  return [
    '',
    `${when} Protect these tender plants or bring them in:`,
    ...alert.tenderPlants.map((plant) => `  - ${plant}`),
  ];
}

/**
 * The day's reminder: the due tasks by yard and zone, the frost alerts, the task list's
 * address and the unsubscribe link. Plain text; the mail sender adds the HTML part.
 */
export function reminderMail({
  name,
  tasks,
  frost,
  today,
  appAddress,
  unsubscribeToken,
}: {
  name: string;
  tasks: readonly DueTask[];
  frost: readonly FrostAlert[];
  today: string;
  appAddress: string;
  unsubscribeToken: string;
}): OutboxMail {
  const home = appAddress.replace(/\/+$/, '');
  const lines = [
    `Hello${name ? ` ${name}` : ''}!`,
    ...(tasks.length > 0
      ? ['', `${plural(tasks.length, 'care task', 'care tasks')} for today:`, ...taskLines(tasks, today)]
      : []),
    ...frost.flatMap(frostLines),
    '',
    `See your tasks in Thrive Garden: ${home}/#/tasks`,
    '',
    'You get this mail because you asked Thrive Garden for daily care reminders.',
  ];
  // The sender puts the link in the footer of both parts and in List-Unsubscribe.
  return {
    subject: subjectOf(tasks, frost),
    body: lines.join('\n'),
    unsubscribeUrl: unsubscribeLink(home, unsubscribeToken),
  };
}
