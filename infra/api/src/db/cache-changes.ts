import { z } from 'zod';

/**
 * What one instance tells the others to drop from memory (DESIGN §5: caches are dropped on
 * every instance at once). A change names what to forget, never the new value: each
 * instance reads it again from the database, so a lost or repeated message costs a read,
 * never a wrong answer.
 */
const changeSchema = z.discriminatedUnion('kind', [
  /** The identity of this gardener (profile, flags, counts) changed. */
  z.object({ kind: z.literal('identity'), userId: z.number().int() }),
  /** Identities of gardeners not known to the writer changed (a yard given away). */
  z.object({ kind: z.literal('identities') }),
  /** These token rows were deleted (a revoked key). */
  z.object({ kind: z.literal('tokens'), tokenIds: z.array(z.number().int()) }),
  /** The token with this hash was deleted (signing out): the raw token never leaves the instance. */
  z.object({ kind: z.literal('token'), tokenHash: z.string() }),
  /** Every token of this gardener ended (the account is gone). */
  z.object({ kind: z.literal('user-tokens'), userId: z.number().int() }),
  /** Reference data was seeded or imported: one room of the reference cache, or all (null). */
  z.object({ kind: z.literal('reference'), room: z.string().nullable() }),
  /** Anything may have changed: drop every cache (a change too large to send, a lost connection). */
  z.object({ kind: z.literal('everything') }),
]);

export type CacheChange = z.infer<typeof changeSchema>;

/** A change with who sent it: instances skip their own, which they applied before sending. */
const messageSchema = z.object({ from: z.string(), change: changeSchema });
export type CacheChangeMessage = z.infer<typeof messageSchema>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room. */
export const MAX_PAYLOAD_BYTES = 7_500;

export const EVERYTHING: CacheChange = { kind: 'everything' };

/** The NOTIFY payload; a change too large for one becomes "everything". */
export function changePayload(from: string, change: CacheChange): string {
  const payload = JSON.stringify({ from, change } satisfies CacheChangeMessage);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES
    ? payload
    : JSON.stringify({ from, change: EVERYTHING } satisfies CacheChangeMessage);
}

/**
 * The message of a payload. One that cannot be read (a newer release's kind during a
 * rolling deploy, a hand-written NOTIFY) drops everything: the safe reading of "something
 * changed".
 */
export function parseChangePayload(payload: string | undefined): CacheChangeMessage {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: as unreadable
  }
  return { from: '', change: EVERYTHING };
}
