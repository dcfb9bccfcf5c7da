import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yards } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';

export type Yard = typeof yards.$inferSelect;

/**
 * A yard the caller may use: 404 when there is no such yard, 403 when it is someone
 * else's (SPEC §6: a resource id of another user is refused like another user's path).
 */
export async function ownedYard(db: Database, userId: number, yardId: number): Promise<Yard> {
  const [yard] = await db.select().from(yards).where(eq(yards.id, yardId));
  if (!yard) throw notFound(`There is no yard ${yardId}.`);
  if (yard.userId !== userId) throw forbidden('This yard belongs to another gardener.');
  return yard;
}
