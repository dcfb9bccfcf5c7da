import type { Database } from '../../db/database';
import { ownersSharingWith } from '../common/yard-membership';
import { ensureCareCalendar } from './ensure-calendar';

/**
 * Brings up to date the care calendars a gardener's task list reads: their own and those of
 * the owners of yards shared with them (an owner may not have opened the app for weeks).
 */
export async function ensureCalendarsInReach(db: Database, userId: number, today: string): Promise<void> {
  await ensureCareCalendar(db, userId, today);
  for (const ownerId of await ownersSharingWith(db, userId)) await ensureCareCalendar(db, ownerId, today);
}
