import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { KEPT_FOR_MS, type KeptAnswer, type KeyRecord } from './key-rules';

/** One gardener's key, as the request that holds it (a fresh random id) sees it. */
export interface KeyHold {
  userId: number;
  key: string;
  holder: string;
}

interface Reservation extends KeyHold {
  method: string;
  url: string;
  now: Date;
}

const ofKey = ({ userId, key }: { userId: number; key: string }) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
const heldBy = (hold: KeyHold) => and(ofKey(hold), eq(idempotencyKeys.holder, hold.holder));

/**
 * Records the key as in progress for this request, before its handler runs; false when the
 * gardener's key is already recorded (the primary key decides between requests at once, on
 * any instance).
 */
export async function reserveKey(db: Database, reservation: Reservation): Promise<boolean> {
  const { now, ...row } = reservation;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...row, reservedAt: now })
    .onConflictDoNothing()
    .returning({ holder: idempotencyKeys.holder });
  return inserted.length === 1;
}

export async function recordOfKey(
  db: Database,
  key: { userId: number; key: string },
): Promise<KeyRecord | undefined> {
  const [record] = await db
    .select({
      method: idempotencyKeys.method,
      url: idempotencyKeys.url,
      holder: idempotencyKeys.holder,
      reservedAt: idempotencyKeys.reservedAt,
      status: idempotencyKeys.status,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(ofKey(key));
  return record;
}

/**
 * Makes an abandoned or forgotten key this request's, as a new reservation; false when
 * another request took it first (the record no longer has the holder that was read).
 */
export async function takeOverKey(db: Database, reservation: Reservation, seenHolder: string) {
  const { now, userId, key, holder, method, url } = reservation;
  const taken = await db
    .update(idempotencyKeys)
    .set({ holder, method, url, reservedAt: now, status: null, contentType: null, body: null })
    .where(heldBy({ userId, key, holder: seenHolder }))
    .returning({ holder: idempotencyKeys.holder });
  return taken.length === 1;
}

/** Keeps the answer; it is committed before the caller lets the answer leave. */
export async function keepAnswer(db: Database, hold: KeyHold, answer: KeptAnswer): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(heldBy(hold));
}

/** Forgets the key, so that the client's retry runs the request again. */
export async function releaseKey(db: Database, hold: KeyHold): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(hold));
}

/** Removes the keys reserved KEPT_FOR_MS or longer before `now` (key-rules.ts forgets them). */
export async function forgetExpiredKeys(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.reservedAt, new Date(now.getTime() - KEPT_FOR_MS)));
}
