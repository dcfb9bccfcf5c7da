import { and, eq } from 'drizzle-orm';
import type { IdentityFlag } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userFlags } from '../../db/schema';

/**
 * Sets or clears an identity flag (SPEC §3 Flags). A user_flags row present means true, so
 * "on" inserts the row (once) and "off" deletes it; GET users/{uid} reads the same rows.
 */
export async function setUserFlag(db: Database, userId: number, flag: IdentityFlag, on: boolean) {
  if (on) await db.insert(userFlags).values({ userId, flag }).onConflictDoNothing();
  else await db.delete(userFlags).where(and(eq(userFlags.userId, userId), eq(userFlags.flag, flag)));
}

/**
 * Flips an identity flag and answers its new value (PUT users/{uid}/TogglePlantTagId/). The
 * delete tells whether it was on, so the flip is one statement when it was and two when not.
 */
export async function toggleUserFlag(db: Database, userId: number, flag: IdentityFlag): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userFlags)
      .where(and(eq(userFlags.userId, userId), eq(userFlags.flag, flag)))
      .returning({ flag: userFlags.flag });
    if (removed.length) return false;
    await tx.insert(userFlags).values({ userId, flag }).onConflictDoNothing();
    return true;
  });
}
