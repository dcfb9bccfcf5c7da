import { eq } from 'drizzle-orm';
import { authTokens, users } from '../db/schema';
import { signedInDirectly } from '../testing/identity-fixture';
import { testDatabases } from '../testing/test-databases';
import { TOKEN_LIFETIME_MS } from './identity-service';
import { createTokenCache, TOKEN_CACHE_MS } from './token-cache';

const NOW = new Date('2026-11-25T12:00:00Z');

describe.each(testDatabases())('checked tokens remembered per instance on $driver', (testDb) => {
  const open = testDb.open();
  afterAll(async () => testDb.dispose(await open));

  async function gardenerWithCache(email: string, cacheMs?: number) {
    const { db } = await open;
    const { identity } = await signedInDirectly(db, { email }, NOW);
    return { db, id: identity.Id, token: identity.Token, cache: createTokenCache(db, { cacheMs }) };
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
    const forgetful = createTokenCache((await open).db, { cacheMs: 0 });
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
    const otherInstance = createTokenCache(db, { cacheMs: 0 });
    expect(await cache.userOf(token, NOW)).toBe(id);
    expect(await otherInstance.userOf(token, NOW)).toBe(id);
    await db.delete(users).where(eq(users.id, id));
    cache.forgetUser(id);
    expect(await cache.userOf(token, NOW)).toBeNull();
    expect(await otherInstance.userOf(token, NOW)).toBeNull();
  });

  test('a signed-out token, or the tokens of a revoked key, are forgotten at once; the others stay known', async () => {
    const { db, id, token, cache } = await gardenerWithCache('forgotten@example.com');
    const { identity: other } = await signedInDirectly(db, { email: 'kept@example.com' }, NOW);
    await cache.userOf(token, NOW);
    await cache.userOf(other.Token, NOW);
    const [row] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.userId, id));
    await db.delete(authTokens).where(eq(authTokens.userId, id));

    cache.forgetTokenIds([row!.id]);
    expect(cache.known(token, NOW)).toBeUndefined();
    expect(await cache.userOf(token, NOW)).toBeNull();
    expect(cache.known(other.Token, NOW)).toBe(other.Id);
    cache.forgetToken(other.Token);
    expect(cache.known(other.Token, NOW)).toBeUndefined();
  });

  test('another instance asks again once its cache time has passed, counted on its own clock', async () => {
    const { db, id, token } = await gardenerWithCache('clocked@example.com');
    let at = 0;
    const cache = createTokenCache(db, { now: () => at });
    expect(await cache.userOf(token, NOW)).toBe(id);
    await db.delete(authTokens).where(eq(authTokens.userId, id));
    at += TOKEN_CACHE_MS;
    expect(cache.known(token, NOW)).toBeUndefined();
    expect(await cache.userOf(token, NOW)).toBeNull();
  });
});
