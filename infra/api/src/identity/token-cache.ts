import type { Database } from '../db/database';
import { createRefreshingCache } from '../services/refreshing-cache';
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
}

export interface TokenCache {
  /** The user a live token belongs to, or null (never remembered: a bad token always asks). */
  userOf(token: string, now: Date): Promise<number | null>;
  /**
   * The same answer without waiting, when the token was checked within the cache time;
   * undefined when it was not (ask `userOf`).
   */
  known(token: string, now: Date): number | null | undefined;
  /** The gardener's account is gone: their tokens stop working on this instance now. */
  forgetUser(userId: number): void;
}

export function createTokenCache(db: Database, cacheMs = TOKEN_CACHE_MS): TokenCache {
  // Checked at most once at a time per token, and again in the background before the
  // time is up (refreshing-cache.ts): busy gardeners never wait for their token's check.
  const checked = createRefreshingCache<string, Checked>({ maxAgeMs: cacheMs, maxEntries: MAX_ENTRIES });
  const check = (token: string, now: Date) => async () => {
    const row = await userOfTokenRow(db, token, now);
    return row ? { userId: row.userId, expiresAt: row.expiresAt.getTime() } : null;
  };
  // Expiry is checked on every call, against the remembered expiry.
  const liveUser = (found: Checked | null, now: Date) =>
    found && found.expiresAt > now.getTime() ? found.userId : null;
  return {
    async userOf(token, now) {
      return liveUser(await checked.get(token, check(token, now)), now);
    },
    known(token, now) {
      const found = checked.peek(token, check(token, now));
      return found === undefined ? undefined : liveUser(found, now);
    },
    forgetUser(userId) {
      checked.forgetWhere((found) => found.userId === userId);
    },
  };
}
