import type { Database } from '../db/database';
import { createRefreshingCache } from '../features/common/refreshing-cache';
import { tokenRow } from './identity-service';
import { hashSecret } from './secrets';

/**
 * How long an instance trusts a token it has checked without asking the database again.
 * A token ends by expiring (checked on every call against the remembered expiry) or with
 * its row: signing out, revoking its key and deleting the account delete it. The instance
 * that does so forgets the token at once and tells the others, which forget it as the
 * notification arrives (shared-caches.ts); this time bounds it if one is lost, since an
 * instance reads the row again once its answer is this old (counted from when the read began).
 */
export const TOKEN_CACHE_MS = 5_000;
/** Enough for every gardener active within TOKEN_CACHE_MS on one instance. */
const MAX_ENTRIES = 50_000;

interface Checked {
  tokenId: number;
  /** How other instances name the token when it is signed out (the token never leaves this one). */
  tokenHash: string;
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
  /** The token was signed out: it stops working on this instance now. */
  forgetToken(token: string): void;
  /** These tokens' rows were deleted (a revoked key): they stop working on this instance now. */
  forgetTokenIds(tokenIds: readonly number[]): void;
  /** The gardener's account is gone: their tokens stop working on this instance now. */
  forgetUser(userId: number): void;
  /** The token with this hash was signed out on another instance. */
  forgetTokenHash(tokenHash: string): void;
  /** Notifications may have been lost: every token is checked again. */
  forgetAll(): void;
}

export interface TokenCacheOptions {
  cacheMs?: number;
  /** Milliseconds; tests move it to pass the cache time without waiting. */
  now?: () => number;
}

export function createTokenCache(
  db: Database,
  { cacheMs = TOKEN_CACHE_MS, now }: TokenCacheOptions = {},
): TokenCache {
  // Checked at most once at a time per token, and again in the background before the
  // time is up (refreshing-cache.ts): busy gardeners never wait for their token's check.
  const checked = createRefreshingCache<string, Checked>({
    maxAgeMs: cacheMs,
    maxEntries: MAX_ENTRIES,
    now,
  });
  const check = (token: string, at: Date) => async () => {
    const row = await tokenRow(db, token, at);
    return row
      ? {
          tokenId: row.tokenId,
          tokenHash: hashSecret(token),
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
        }
      : null;
  };
  // Expiry is checked on every call, against the remembered expiry.
  const liveUser = (found: Checked | null, at: Date) =>
    found && found.expiresAt > at.getTime() ? found.userId : null;
  // A forget drops the entry whether or not its check has answered yet, so an answer read
  // before the row was deleted is never kept (refreshing-cache.ts).
  return {
    async userOf(token, at) {
      return liveUser(await checked.get(token, check(token, at)), at);
    },
    known(token, at) {
      const found = checked.peek(token, check(token, at));
      return found === undefined ? undefined : liveUser(found, at);
    },
    forgetToken(token) {
      checked.forget(token);
    },
    forgetTokenIds(tokenIds) {
      const ended = new Set(tokenIds);
      checked.forgetWhere((found) => ended.has(found.tokenId));
    },
    forgetUser(userId) {
      checked.forgetWhere((found) => found.userId === userId);
    },
    forgetTokenHash(tokenHash) {
      checked.forgetWhere((found) => found.tokenHash === tokenHash);
    },
    forgetAll() {
      checked.clear();
    },
  };
}
