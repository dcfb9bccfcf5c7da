import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, yards } from '../../db/schema';

/** Call inside the transaction that changes the yards. */
type Tx = Database;

async function defaultYardId(tx: Tx, userId: number): Promise<number> {
  const [user] = await tx.select({ id: users.defaultYardId }).from(users).where(eq(users.id, userId));
  return user?.id ?? 0;
}

/** A gardener without a default yard gets this one (their first yard, or one given to them). */
export async function adoptAsDefaultIfNone(tx: Tx, userId: number, yardId: number): Promise<void> {
  if ((await defaultYardId(tx, userId)) !== 0) return;
  await tx.update(users).set({ defaultYardId: yardId }).where(eq(users.id, userId));
}

/**
 * After a yard left the gardener (deleted or transferred): if it was their default yard,
 * their newest remaining yard becomes the default (0 when none is left).
 */
export async function replaceDefaultIfGone(tx: Tx, userId: number, goneYardId: number): Promise<void> {
  if ((await defaultYardId(tx, userId)) !== goneYardId) return;
  const [next] = await tx
    .select({ id: yards.id })
    .from(yards)
    .where(eq(yards.userId, userId))
    .orderBy(desc(yards.createdAt), desc(yards.id))
    .limit(1);
  await tx
    .update(users)
    .set({ defaultYardId: next?.id ?? 0 })
    .where(eq(users.id, userId));
}
