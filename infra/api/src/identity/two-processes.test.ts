import type { Identity } from '@thrive/shared/contracts';
import type { DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/open-postgres';
import { BRIDGE_ATTEMPTS_PER_MINUTE } from '../features/session/session-routes';
import { startApiProcess, type ApiProcess } from '../testing/api-processes';
import { freshPostgresDatabase, type FreshPostgresDatabase } from '../testing/fresh-postgres-database';
import { eventually } from '../testing/eventually';
import { IDENTITY_CACHE_MS } from './identity-cache';
import { TOKEN_CACHE_MS } from './token-cache';
import { createUser, revokeKey } from './users-service';

/**
 * Far below both cache lifetimes: a change seen within it came by notification, not by
 * a copy growing old. (Half of IDENTITY_CACHE_MS would already start a background refresh.)
 */
const AT_ONCE_MS = Math.min(IDENTITY_CACHE_MS, TOKEN_CACHE_MS) / 2 - 200;

/**
 * DESIGN §5 at scale: two `npm run api` processes behind a load balancer on one PostgreSQL
 * database. What one instance changes, the other serves at once; limits count across both.
 */
describe('two API processes on one PostgreSQL database', () => {
  let database: FreshPostgresDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  /** The test's own connection, as the users CLI opens it on PostgreSQL. */
  let direct: DatabaseHandle;
  let client = 0;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase('processes');
    if (!fresh) throw new Error('PostgreSQL is unreachable: the API suite needs it');
    database = fresh;
    // The load balancer is the loopback: X-Forwarded-For names the client (each test its own).
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'loopback' };
    // One after the other: the first applies migrations and imports the public tables.
    a = await startApiProcess(env);
    b = await startApiProcess(env);
    direct = await openPostgres({ connectionString: database.url, poolSize: 2 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await direct?.close();
    await database?.drop();
  });

  /** A call through one instance from a client address of the test's. */
  const call = async (
    instance: ApiProcess,
    method: string,
    path: string,
    { headers = {}, body, from }: { headers?: Record<string, string>; body?: object; from: string },
  ) => {
    const response = await fetch(`${instance.url}/api${path}`, {
      method,
      headers: {
        ...headers,
        'x-forwarded-for': from,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
  };
  const newClient = () => `198.51.100.${(client += 1)}`;

  /** A new gardener signed in through A. */
  async function signedInThroughA(email: string) {
    const { key } = await createUser(direct.db, { email });
    const from = newClient();
    const signIn = await call(a, 'POST', '/bridge', { body: { username: key }, from });
    expect(signIn.status).toBe(200);
    const identity = signIn.json as Identity;
    const headers = { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token };
    return { key, from, identity, headers };
  }

  test('a nickname changed through A is read through B at once', async () => {
    const { identity, headers, from } = await signedInThroughA('across-nickname@example.com');
    const read = async (instance: ApiProcess) =>
      (await call(instance, 'GET', `/users/${identity.Id}`, { headers, from })).json as Identity;
    // B holds the identity in memory just before the change.
    expect(await read(b)).toMatchObject({ Firstname: '' });

    const renamed = await call(a, 'PATCH', `/users/${identity.Id}/Nickname`, {
      headers,
      body: { firstname: 'Bramble' },
      from,
    });
    expect(renamed.status).toBe(200);

    expect(await read(a)).toMatchObject({ Firstname: 'Bramble' });
    const throughB = await eventually(
      () => read(b),
      (found) => found.Firstname === 'Bramble',
      AT_ONCE_MS,
    );
    expect(throughB).toMatchObject({ Firstname: 'Bramble' });
  });

  test('a revoked key fails on both at once', async () => {
    const { identity, key, headers, from } = await signedInThroughA('across-revoke@example.com');
    const works = async (instance: ApiProcess) =>
      (await call(instance, 'GET', `/users/${identity.Id}`, { headers, from })).status === 200;
    // Both have checked the token, so both hold it in memory.
    expect(await works(a)).toBe(true);
    expect(await works(b)).toBe(true);

    // As `npm run users -- revoke` does on PostgreSQL: straight to the database, in no instance.
    expect(await revokeKey(direct.db, key, new Date())).not.toBeNull();

    const refused = (instance: ApiProcess) =>
      eventually(
        () => works(instance),
        (ok) => !ok,
        AT_ONCE_MS,
      );
    expect(await refused(a)).toBe(false);
    expect(await refused(b)).toBe(false);
  });

  test('the sign-in limit counts attempts through both instances together', async () => {
    const from = newClient();
    const attempt = (instance: ApiProcess) =>
      call(instance, 'POST', '/bridge', { body: { username: 'not-a-key-of-anyone' }, from });
    // Half the allowance through each instance: none is over its own share.
    for (let n = 0; n < BRIDGE_ATTEMPTS_PER_MINUTE; n += 1)
      expect((await attempt(n % 2 === 0 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
    // Another client is not held back by it.
    const other = await call(b, 'POST', '/bridge', {
      body: { username: 'not-a-key-of-anyone' },
      from: newClient(),
    });
    expect(other.status).toBe(401);
  });
});
