import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '../admin/admin-access';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/open-postgres';
import { authTokens } from '../db/schema';
import { eventually } from '../testing/eventually';
import { signedInAgain, signedInUser } from '../testing/identity-fixture';
import { testConfig } from '../testing/test-app';
import { TEST_DATABASE_URL, testDatabases } from '../testing/test-databases';
import { TOKEN_LIFETIME_MS } from './identity-service';
import { hashSecret, newSecret } from './secrets';
import { createTokenCache } from './token-cache';
import { issueKey } from './users-service';

const ADMIN_TOKEN = 'admin-token-for-tests';
const admin = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };
type Headers = Record<string, string>;

/** Calls of one instance that end tokens, and the check that a token still works there. */
function calls(app: () => FastifyInstance) {
  return {
    works: async (id: number, headers: Headers) =>
      (await app().inject({ url: `/api/users/${id}`, headers })).statusCode === 200,
    revoke: async (key: string) =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/admin/keys/revoke',
          headers: admin,
          payload: { key },
        })
      ).json() as { revoked: boolean },
    signOut: (headers: Headers) => app().inject({ method: 'DELETE', url: '/api/bridge/session', headers }),
    deleteAccount: (id: number, headers: Headers) =>
      app().inject({ method: 'DELETE', url: `/api/users/${id}`, headers }),
  };
}

describe.each(testDatabases())('revoking a key ends its tokens (DESIGN §4 keys) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const { works, revoke } = calls(() => app);

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test("revoking a key ends every token signed in with it at once, not those of the gardener's other keys", async () => {
    const { identity, key, headers } = await signedInUser(app, database.db, 'revoked-key@example.com');
    const secondDevice = await signedInAgain(app, key);
    const otherKey = (await issueKey(database.db, identity.Id))!;
    const otherKeysDevice = await signedInAgain(app, otherKey);
    // Each checked once, so this instance has them in its cache when the key is revoked.
    for (const device of [headers, secondDevice, otherKeysDevice])
      expect(await works(identity.Id, device)).toBe(true);

    expect(await revoke(key)).toEqual({ revoked: true });
    expect(await works(identity.Id, headers)).toBe(false);
    expect(await works(identity.Id, secondDevice)).toBe(false);
    expect(await works(identity.Id, otherKeysDevice)).toBe(true);
    expect(await revoke(key)).toEqual({ revoked: false });
  });

  test('a token older than the key column (no key recorded) ends with any key of its gardener', async () => {
    const { identity, key } = await signedInUser(app, database.db, 'legacy-token@example.com');
    const otherKeysDevice = await signedInAgain(app, (await issueKey(database.db, identity.Id))!);
    const legacyToken = newSecret();
    await database.db.insert(authTokens).values({
      userId: identity.Id,
      tokenHash: hashSecret(legacyToken),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    const legacy = { 'x-app': `thrive|${identity.Id}`, 'x-token': legacyToken };
    expect(await works(identity.Id, legacy)).toBe(true);

    expect(await revoke(key)).toEqual({ revoked: true });
    expect(await works(identity.Id, legacy)).toBe(false);
    expect(await works(identity.Id, otherKeysDevice)).toBe(true);
  });
});

/**
 * DESIGN §5: instances share nothing but the database. Two apps, each with its own pool and
 * token cache, on one PostgreSQL schema: a token ended through B stops working on A as B's
 * notification arrives. A's cache runs on a clock of the test's that never moves, so its
 * lifetime cannot be what ends the token there.
 */
describe('two instances on one PostgreSQL database: a token ended on one ends on the other at once', () => {
  const testDb = testDatabases().find((candidate) => candidate.driver === 'postgres')!;
  let databaseA: DatabaseHandle;
  let databaseB: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  const a = calls(() => appA);
  const b = calls(() => appB);

  beforeAll(async () => {
    databaseA = await testDb.open();
    databaseB = await openPostgres({
      connectionString: TEST_DATABASE_URL,
      schemaName: databaseA.migrationsSchema,
      poolSize: 2,
    });
    const tokens = createTokenCache(databaseA.db, { now: () => 0 });
    appA = await buildApp({ database: databaseA, config: testConfig(), tokens });
    appB = await buildApp({ database: databaseB, config: testConfig(), adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await appA.close();
    await appB.close();
    await databaseB.close();
    await testDb.dispose(databaseA);
  });

  /** A gardener signed in on A, their token checked there (so A's cache holds it). */
  async function signedInOnA(email: string) {
    const gardener = await signedInUser(appA, databaseA.db, email);
    expect(await a.works(gardener.identity.Id, gardener.headers)).toBe(true);
    return gardener;
  }
  /** Whether A still takes the token, asked until it stops (the notification's round trip). */
  const worksOnA = (id: number, headers: Headers) =>
    eventually(
      () => a.works(id, headers),
      (works) => !works,
    );

  test('signed out on B: A refuses the token at once; the other device stays signed in', async () => {
    const { identity, key, headers } = await signedInOnA('two-instances-sign-out@example.com');
    const otherDevice = await signedInAgain(appA, key);
    expect(await a.works(identity.Id, otherDevice)).toBe(true);
    expect((await b.signOut(headers)).statusCode).toBe(204);
    expect(await b.works(identity.Id, headers)).toBe(false);
    expect(await worksOnA(identity.Id, headers)).toBe(false);
    expect(await a.works(identity.Id, otherDevice)).toBe(true);
  });

  test("key revoked on B: A refuses the key's tokens at once", async () => {
    const { identity, key, headers } = await signedInOnA('two-instances-revoke@example.com');
    expect(await b.revoke(key)).toEqual({ revoked: true });
    expect(await worksOnA(identity.Id, headers)).toBe(false);
  });

  test('account deleted on B: A refuses its tokens at once', async () => {
    const { identity, headers } = await signedInOnA('two-instances-delete@example.com');
    expect((await b.deleteAccount(identity.Id, headers)).statusCode).toBe(200);
    expect(await worksOnA(identity.Id, headers)).toBe(false);
  });
});
