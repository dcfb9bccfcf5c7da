import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { dayOf } from '../common/calendar-days';
import { ensureCalendarsInReach } from '../care-calendar/ensure-calendars-in-reach';
import { feedOwner } from './feed-address';
import { careTasksCalendar } from './feed-calendar';
import { feedTasks } from './feed-tasks';

/** The same answer for an address never made and one revoked: neither tells the other apart. */
export const FEED_NOT_FOUND =
  'This calendar address does not work any more. Make a new one in Thrive Garden.';

/**
 * GET /api/calendar/{secret}.ics: the iCal text of the gardener the address belongs to,
 * with their care calendar brought up to date first (a calendar app may be the only
 * reader for weeks). "Today" is the date of `at`, the route's clock. `appUrl` (where the
 * links go) is asked only for a live address: a guessed secret is 404 whatever host it names.
 */
export async function calendarFeedText(
  db: Database,
  token: string,
  { appUrl, at }: { appUrl: () => string; at: Date },
): Promise<string> {
  const userId = await feedOwner(db, token);
  if (userId === null) throw notFound(FEED_NOT_FOUND);
  const links = appUrl();
  const today = dayOf(at);
  await ensureCalendarsInReach(db, userId, today);
  return careTasksCalendar(await feedTasks(db, userId, today), { appUrl: links, at });
}
