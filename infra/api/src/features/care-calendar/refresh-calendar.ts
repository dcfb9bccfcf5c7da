import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { careCalendarStates } from '../../db/schema';
import type { CalendarScope } from './garden-snapshot';
import { regenerateCareCalendar } from './regenerate-calendar';

/**
 * After a change to the garden: regenerates the part of the calendar it touches, in the
 * caller's transaction, so the change and its tasks are saved together. A gardener whose
 * calendar was never made gets it whole at its first read (ensureCareCalendar) instead.
 */
export async function refreshCareCalendar(
  db: Database,
  userId: number,
  today: string,
  scope: CalendarScope,
): Promise<void> {
  const [state] = await db
    .select({ userId: careCalendarStates.userId })
    .from(careCalendarStates)
    .where(eq(careCalendarStates.userId, userId));
  if (state) await regenerateCareCalendar(db, userId, today, scope);
}
