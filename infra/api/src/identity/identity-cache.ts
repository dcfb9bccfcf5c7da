import type { Identity } from '@thrive/shared/contracts';
import { frozenAnswer } from '../frozen-answers';
import { createRefreshingCache } from '../features/common/refreshing-cache';
import { withToken, type IdentityProfile } from './identity-service';

/**
 * How old an identity an instance may answer GET users/{uid} with. A write through this
 * instance that can change it forgets it before its answer leaves (identity-writes.ts), and
 * tells the other instances, which forget it as the notification arrives (shared-caches.ts,
 * DESIGN §5). This time is the bound should a notification be lost: each instance reads the
 * identity again once its copy is this old (counted from when the read began).
 */
export const IDENTITY_CACHE_MS = 2_000;
/** Gardeners remembered at once; the oldest read goes first when full. */
const MAX_GARDENERS = 20_000;
/** Devices of one gardener remembered at once; more are answered, just not remembered. */
const MAX_TOKENS_PER_GARDENER = 16;

export interface IdentityCache {
  /** The gardener's identity with the caller's token, or null when there is no such gardener. */
  identityOf(userId: number, token: string): Promise<Identity | null>;
  /** Something of this gardener changed: the next call reads the identity again. */
  forget(userId: number): void;
  /** A change whose gardeners are not known here (a yard given to another gardener). */
  forgetAll(): void;
}

interface CacheOptions {
  cacheMs?: number;
  /** Milliseconds; tests move it. */
  now?: () => number;
}

/** `load` reads one gardener's identity from the database (identityProfileOf). */
export function createIdentityCache(
  load: (userId: number) => Promise<IdentityProfile | null>,
  { cacheMs = IDENTITY_CACHE_MS, now = Date.now }: CacheOptions = {},
): IdentityCache {
  const profiles = createRefreshingCache<number, IdentityProfile>({
    maxAgeMs: cacheMs,
    maxEntries: MAX_GARDENERS,
    now,
  });
  // One frozen identity per profile read and token, so the route serializes each once
  // (frozen-answers.ts); a new read of the profile starts afresh.
  const withTokens = new WeakMap<IdentityProfile, Map<string, Identity>>();
  return {
    async identityOf(userId, token) {
      const profile = await profiles.get(userId, () => load(userId));
      if (!profile) return null;
      let byToken = withTokens.get(profile);
      if (!byToken) withTokens.set(profile, (byToken = new Map()));
      let identity = byToken.get(token);
      if (!identity) {
        identity = frozenAnswer(withToken(profile, token));
        if (byToken.size < MAX_TOKENS_PER_GARDENER) byToken.set(token, identity);
      }
      return identity;
    },
    forget: (userId) => profiles.forget(userId),
    forgetAll: () => profiles.clear(),
  };
}
