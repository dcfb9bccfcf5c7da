import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yards } from '../../db/schema';
import { notFound } from '../../http-errors';
import { checkWithinSharedYard } from '../../identity/shared-yard-scope';

export type Yard = typeof yards.$inferSelect;

/**
 * A yard the caller may use. Another gardener's yard gets the same 404 as a missing one, so
 * that nobody can learn which ids exist by trying them; so does another of the owner's yards
 * when a member acts in the one yard shared with them.
 */
export async function ownedYard(db: Database, userId: number, yardId: number): Promise<Yard> {
  const [yard] = await db.select().from(yards).where(eq(yards.id, yardId));
  if (yard?.userId !== userId) throw notFound(`There is no yard ${yardId}.`);
  checkWithinSharedYard(yard.id, `There is no yard ${yardId}.`);
  return yard;
}
