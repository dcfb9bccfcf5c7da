import type { CacheChange } from '../db/cache-changes';
import type { CacheMember } from '../db/cache-notifications';
import type { DatabaseHandle } from '../db/database';
import { forgetReferenceHere } from '../features/common/reference-cache';
import type { IdentityCache } from './identity-cache';
import { hashSecret } from './secrets';
import type { TokenCache } from './token-cache';

export interface SharedCaches {
  /** Forgetting through these forgets here at once and tells every other instance. */
  identities: IdentityCache;
  tokens: TokenCache;
  member: CacheMember;
}

/** Drops from this instance's caches what another instance changed. */
function applier(database: DatabaseHandle, identities: IdentityCache, tokens: TokenCache) {
  return (change: CacheChange) => {
    switch (change.kind) {
      case 'identity':
        return identities.forget(change.userId);
      case 'identities':
        return identities.forgetAll();
      case 'tokens':
        return tokens.forgetTokenIds(change.tokenIds);
      case 'token':
        return tokens.forgetTokenHash(change.tokenHash);
      case 'user-tokens':
        return tokens.forgetUser(change.userId);
      case 'reference':
        return forgetReferenceHere(database.db, change.room);
      case 'everything':
        identities.forgetAll();
        tokens.forgetAll();
        return forgetReferenceHere(database.db, null);
    }
  };
}

/**
 * This instance's identity and token caches joined to every other instance's on the
 * database (DESIGN §5): what one forgets, all forget as the notification arrives, and the
 * caches' lifetimes stay the bound should one be lost.
 */
export async function shareCaches(
  database: DatabaseHandle,
  identities: IdentityCache,
  tokens: TokenCache,
  warn: (message: string) => void,
): Promise<SharedCaches> {
  const member = await database.cacheNotifications.join(applier(database, identities, tokens), warn);
  return {
    member,
    identities: {
      identityOf: (userId, token) => identities.identityOf(userId, token),
      forget(userId) {
        identities.forget(userId);
        member.publish({ kind: 'identity', userId });
      },
      forgetAll() {
        identities.forgetAll();
        member.publish({ kind: 'identities' });
      },
    },
    tokens: {
      userOf: (token, now) => tokens.userOf(token, now),
      known: (token, now) => tokens.known(token, now),
      forgetToken(token) {
        tokens.forgetToken(token);
        member.publish({ kind: 'token', tokenHash: hashSecret(token) });
      },
      forgetTokenIds(tokenIds) {
        tokens.forgetTokenIds(tokenIds);
        member.publish({ kind: 'tokens', tokenIds: [...tokenIds] });
      },
      forgetUser(userId) {
        tokens.forgetUser(userId);
        member.publish({ kind: 'user-tokens', userId });
      },
      forgetTokenHash(tokenHash) {
        tokens.forgetTokenHash(tokenHash);
        member.publish({ kind: 'token', tokenHash });
      },
      forgetAll() {
        tokens.forgetAll();
        member.publish({ kind: 'everything' });
      },
    },
  };
}
