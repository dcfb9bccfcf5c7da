import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { careCalendarStates } from '../../db/schema';
import { careData } from './care-data';
import { regenerateCareCalendar } from './regenerate-calendar';

/**
 * Makes sure a gardener's care calendar is generated up to date before it is read: the
 * first read of a day tops up the repeating tasks, and a new release of our care rules
 * regenerates it once. Cheap when nothing is due (one row read).
 */
export async function ensureCareCalendar(db: Database, userId: number, today: string): Promise<void> {
  const [state] = await db
    .select({ generatedOn: careCalendarStates.generatedOn, rulesVersion: careCalendarStates.rulesVersion })
    .from(careCalendarStates)
    .where(eq(careCalendarStates.userId, userId));
  if (state && state.generatedOn >= today && state.rulesVersion === careData().version) return;
  await regenerateCareCalendar(db, userId, today);
}
