import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, yards } from '../../db/schema';

/**
 * The hardiness zone id of the gardener's default yard, for "thrives here" (search-ranking.ts);
 * null without a default yard or with one whose zone is not chosen yet. The yard is the
 * gardener's own: the join checks it.
 */
export async function homeHardinessZone(db: Database, userId: number): Promise<number | null> {
  const [home] = await db
    .select({ zone: yards.hardinessZoneId })
    .from(users)
    .innerJoin(yards, and(eq(yards.id, users.defaultYardId), eq(yards.userId, users.id)))
    .where(eq(users.id, userId));
  return home?.zone ? home.zone : null;
}
