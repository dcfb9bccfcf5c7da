import { createCacheNotifications, inProcessCacheTransport } from '../db/cache-notifications';
import type { Database, DatabaseHandle } from '../db/database';
import type { IdentityCache } from './identity-cache';
import { hashSecret } from './secrets';
import { shareCaches } from './shared-caches';
import type { TokenCache } from './token-cache';

/** Caches that only record what they were told to forget. */
function recordingCaches() {
  const forgotten: string[] = [];
  const identities: IdentityCache = {
    identityOf: async () => null,
    forget: (userId) => forgotten.push(`identity ${userId}`),
    forgetAll: () => forgotten.push('identities'),
  };
  const tokens: TokenCache = {
    userOf: async () => null,
    known: () => undefined,
    forgetToken: (token) => forgotten.push(`token ${token}`),
    forgetTokenIds: (ids) => forgotten.push(`token ids ${ids.join(',')}`),
    forgetUser: (userId) => forgotten.push(`tokens of ${userId}`),
    forgetTokenHash: (hash) => forgotten.push(`token hash ${hash}`),
    forgetAll: () => forgotten.push('tokens'),
  };
  return { forgotten, identities, tokens };
}

describe('caches shared between instances', () => {
  test('what one instance forgets, the other forgets as the change arrives; the raw token never travels', async () => {
    const cacheNotifications = createCacheNotifications(inProcessCacheTransport());
    const database = { db: {} as Database, cacheNotifications } as DatabaseHandle;
    const here = recordingCaches();
    const there = recordingCaches();
    const one = await shareCaches(database, here.identities, here.tokens, () => undefined);
    await shareCaches(database, there.identities, there.tokens, () => undefined);

    one.identities.forget(7);
    one.identities.forgetAll();
    one.tokens.forgetToken('raw-token');
    one.tokens.forgetTokenIds([3, 4]);
    one.tokens.forgetUser(9);
    await one.member.sending();
    await new Promise((resolve) => setImmediate(resolve));

    expect(here.forgotten).toEqual([
      'identity 7',
      'identities',
      'token raw-token',
      'token ids 3,4',
      'tokens of 9',
    ]);
    expect(there.forgotten).toEqual([
      'identity 7',
      'identities',
      `token hash ${hashSecret('raw-token')}`,
      'token ids 3,4',
      'tokens of 9',
    ]);
    await cacheNotifications.close();
  });

  test('"everything" (what a lost connection leads to) drops every cache', async () => {
    const cacheNotifications = createCacheNotifications(inProcessCacheTransport());
    const database = { db: {} as Database, cacheNotifications } as DatabaseHandle;
    const caches = recordingCaches();
    await shareCaches(database, caches.identities, caches.tokens, () => undefined);
    await cacheNotifications.publish({ kind: 'everything' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(caches.forgotten).toEqual(['identities', 'tokens']);
    await cacheNotifications.close();
  });
});
