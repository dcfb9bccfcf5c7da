import type { Database } from '../db/database';
import { userOfTokenRow } from './identity-service';

/**
 * How long an instance trusts a token it has checked without asking the database again.
 * A token ends by expiring (checked on every call against the remembered expiry) or with
 * its gardener's account: the instance that deletes the account forgets its tokens at
 * once, every other instance within this time.
 */
export const TOKEN_CACHE_MS = 5_000;
/** Enough for every gardener active within TOKEN_CACHE_MS on one instance. */
const MAX_ENTRIES = 50_000;

interface Checked {
  userId: number;
  expiresAt: number;
  checkedAt: number;
}

export interface TokenCache {
  /** The user a live token belongs to, or null (never remembered: a bad token always asks). */
  userOf(token: string, now: Date): Promise<number | null>;
  /** The gardener's account is gone: their tokens stop working on this instance now. */
  forgetUser(userId: number): void;
}

export function createTokenCache(db: Database, cacheMs = TOKEN_CACHE_MS): TokenCache {
  const checked = new Map<string, Checked>();
  return {
    async userOf(token, now) {
      const at = Date.now();
      const hit = checked.get(token);
      if (hit && at - hit.checkedAt < cacheMs) return hit.expiresAt > now.getTime() ? hit.userId : null;
      const row = await userOfTokenRow(db, token, now);
      if (!row) {
        checked.delete(token);
        return null;
      }
      // Oldest first in a Map: the first key is the one to let go when full.
      if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value!);
      checked.delete(token);
      checked.set(token, { userId: row.userId, expiresAt: row.expiresAt.getTime(), checkedAt: at });
      return row.userId;
    },
    forgetUser(userId) {
      for (const [token, entry] of checked) if (entry.userId === userId) checked.delete(token);
    },
  };
}
