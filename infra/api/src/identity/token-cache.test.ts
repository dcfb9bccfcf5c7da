import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { signedInDirectly } from '../testing/identity-fixture';
import { testDatabases } from '../testing/test-databases';
import { TOKEN_LIFETIME_MS } from './identity-service';
import { createTokenCache } from './token-cache';

const NOW = new Date('2026-11-25T12:00:00Z');

describe.each(testDatabases())('checked tokens remembered per instance on $driver', (testDb) => {
  const open = testDb.open();
  afterAll(async () => testDb.dispose(await open));

  async function gardenerWithCache(email: string, cacheMs?: number) {
    const { db } = await open;
    const { identity } = await signedInDirectly(db, { email }, NOW);
    return { db, id: identity.Id, token: identity.Token, cache: createTokenCache(db, cacheMs) };
  }

  test('a live token is its user; an unknown token is nobody', async () => {
    const { id, token, cache } = await gardenerWithCache('live@example.com');
    expect(await cache.userOf(token, NOW)).toBe(id);
    expect(await cache.userOf(token, NOW)).toBe(id);
    expect(await cache.userOf(`${token}x`, NOW)).toBeNull();
  });

  test('a token checked within the cache time is known at once; one never checked, or checked too long ago, is not', async () => {
    const { id, token, cache } = await gardenerWithCache('known@example.com');
    expect(cache.known(token, NOW)).toBeUndefined();
    await cache.userOf(token, NOW);
    expect(cache.known(token, NOW)).toBe(id);
    expect(cache.known(token, new Date(NOW.getTime() + TOKEN_LIFETIME_MS + 1))).toBeNull();
    await cache.userOf(`${token}x`, NOW);
    expect(cache.known(`${token}x`, NOW)).toBeUndefined();
    const forgetful = createTokenCache((await open).db, 0);
    await forgetful.userOf(token, NOW);
    expect(forgetful.known(token, NOW)).toBeUndefined();
  });

  test('a remembered token still expires on time', async () => {
    const { token, cache } = await gardenerWithCache('expiring@example.com');
    expect(await cache.userOf(token, NOW)).not.toBeNull();
    expect(await cache.userOf(token, new Date(NOW.getTime() + TOKEN_LIFETIME_MS + 1))).toBeNull();
  });

  test('the instance that deletes an account forgets its tokens at once; another asks again once its time is up', async () => {
    const { db, id, token, cache } = await gardenerWithCache('gone@example.com');
    const otherInstance = createTokenCache(db, 0);
    expect(await cache.userOf(token, NOW)).toBe(id);
    expect(await otherInstance.userOf(token, NOW)).toBe(id);
    await db.delete(users).where(eq(users.id, id));
    cache.forgetUser(id);
    expect(await cache.userOf(token, NOW)).toBeNull();
    expect(await otherInstance.userOf(token, NOW)).toBeNull();
  });
});
