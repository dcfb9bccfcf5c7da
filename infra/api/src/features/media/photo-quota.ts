import { eq, sql } from 'drizzle-orm';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../http-errors';

/** Bytes the gardener's photos take in storage (originals and thumbnails). */
export async function usedBytes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${images.byteSize}), 0)` })
    .from(images)
    .where(eq(images.userId, userId));
  // sum() of integers is a bigint, which the drivers hand over as text.
  return Number(row?.used ?? 0);
}

/** 400 when `adding` more bytes would take the gardener past the quota. */
export function checkRoom(used: number, adding: number, quotaBytes: number): void {
  if (used + adding > quotaBytes) throw badRequest(MEDIA_MESSAGES.quota);
}

/**
 * The quota check that decides, inside the transaction that adds the photos: the gardener's
 * row is locked first, so two uploads at once cannot both fit into the same free space.
 */
export async function checkRoomLocked(
  tx: Database,
  userId: number,
  adding: number,
  quotaBytes: number,
): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw unauthorized();
  checkRoom(await usedBytes(tx, userId), adding, quotaBytes);
}
