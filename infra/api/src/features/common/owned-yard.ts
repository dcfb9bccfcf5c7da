import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yards } from '../../db/schema';
import { notFound } from '../../http-errors';

export type Yard = typeof yards.$inferSelect;

/**
 * A yard the caller may use. Another gardener's yard gets the same 404 as a missing one, so
 * that nobody can learn which ids exist by trying them.
 */
export async function ownedYard(db: Database, userId: number, yardId: number): Promise<Yard> {
  const [yard] = await db.select().from(yards).where(eq(yards.id, yardId));
  if (yard?.userId !== userId) throw notFound(`There is no yard ${yardId}.`);
  return yard;
}
