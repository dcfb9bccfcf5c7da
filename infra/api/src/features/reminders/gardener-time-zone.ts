import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, yards } from '../../db/schema';
import { timeZoneAt } from '../common/local-time';

/**
 * A gardener's time zone for reminders: that of their default yard (their own or one shared
 * with them), else of their first own yard, else the fallback (common/local-time.ts).
 */
export async function gardenerTimeZone(db: Database, userId: number): Promise<string> {
  const [chosen] = await db
    .select({ latitude: yards.latitude, longitude: yards.longitude })
    .from(users)
    .innerJoin(yards, eq(yards.id, users.defaultYardId))
    .where(eq(users.id, userId));
  if (chosen) return timeZoneAt(chosen);
  const [first] = await db
    .select({ latitude: yards.latitude, longitude: yards.longitude })
    .from(yards)
    .where(eq(yards.userId, userId))
    .orderBy(asc(yards.id))
    .limit(1);
  return timeZoneAt(first ?? null);
}
