import ical, { ICalEventTransparency } from 'ical-generator';
import { addDays } from '../common/calendar-days';
import type { FeedTask } from './feed-tasks';

const FEED_CALENDAR_NAME = 'Thrive Garden care tasks';
/** Calendar apps that honour it (Outlook, Apple) refresh hourly; the answer is cached 15 minutes. */
const REFRESH_SECONDS = 3600;
/**
 * A completed task keeps its event, with this mark before its summary. RFC 5545 allows
 * STATUS:COMPLETED on to-dos only (an event is TENTATIVE, CONFIRMED or CANCELLED, and
 * ical-generator offers no other), and calendar apps show neither it nor CANCELLED as
 * "done" — CANCELLED even strikes the task out or hides it. A mark in the summary is seen
 * in every app.
 */
const COMPLETED_MARK = '✓';

/** One UID per task, whatever its date or status, so calendar apps update rather than duplicate. */
export const taskEventUid = (taskId: number) => `task-${taskId}@thrive.garden`;

/** "<task type>: <plant> (<zone>)", leaving out what the task has no name for. */
export function taskSummary(task: Pick<FeedTask, 'taskType' | 'commonName' | 'zoneName' | 'completed'>) {
  const zone = task.zoneName ? ` (${task.zoneName})` : '';
  const what = task.commonName ? `${task.taskType}: ${task.commonName}${zone}` : `${task.taskType}${zone}`;
  return task.completed ? `${COMPLETED_MARK} ${what}` : what;
}

/**
 * RRULE of a series' latest repeat, as text: UNTIL must be a DATE like DTSTART (RFC 5545),
 * which ical-generator's object form would write as a date-time.
 */
const repeatRule = ({ everyDays, until }: { everyDays: number; until: string | null }) =>
  `FREQ=DAILY;INTERVAL=${everyDays}${until ? `;UNTIL=${until.replaceAll('-', '')}` : ''}`;

/** The day a calendar shows the task on: the day it was done once done, else its due date. */
const eventDay = (task: FeedTask) => (task.completed && task.dateCompleted) || task.dueDate;
const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The iCal text of a gardener's feed: one all-day event per task. Dates are the yard's
 * own calendar days, written as DATE values (no time zone), so a task due on the 3rd is on
 * the 3rd wherever the calendar app is. `appUrl` is where the app is served (the link back
 * to the task's details); `at` stamps the events.
 */
export function careTasksCalendar(
  tasks: readonly FeedTask[],
  { appUrl, at }: { appUrl: string; at: Date },
): string {
  const calendar = ical({
    name: FEED_CALENDAR_NAME,
    prodId: { company: 'Thrive Garden', product: 'care tasks', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const task of tasks) {
    const day = eventDay(task);
    const link = `${appUrl}/#/tasks/details/${task.id}`;
    const notes = task.notes ? `Notes: ${task.notes}` : '';
    calendar.createEvent({
      id: taskEventUid(task.id),
      allDay: true,
      start: midnightUtc(day),
      end: midnightUtc(addDays(day, 1)),
      stamp: at,
      lastModified: task.updatedAt,
      summary: taskSummary(task),
      description: [task.details, notes, link].filter(Boolean).join('\n\n'),
      url: link,
      // A care task does not make the gardener busy for the day.
      transparency: ICalEventTransparency.TRANSPARENT,
      ...(task.repeat ? { repeating: repeatRule(task.repeat) } : {}),
    });
  }
  return calendar.toString();
}
