import type { FastifyInstance } from 'fastify';
import { IDENTITY_FLAGS, identitySchema } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInUser } from '../testing/identity-fixture';
import { createUser, DuplicateEmailError, revokeKey } from './users-service';
import { DEFAULT_FLAGS } from './default-flags';
import { identityProfileOf, TOKEN_LIFETIME_MS } from './identity-service';
import { sponsors, users } from '../db/schema';
import { eq } from 'drizzle-orm';

describe.each(testDatabases())('POST /api/bridge and the identity (SPEC §3, §7) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let now = new Date('2026-06-01T10:00:00Z');

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('a valid key returns the whole identity, every field and flag, with a fresh token', async () => {
    const { identity } = await signedInUser(app, database.db, 'Fern@Example.com', ['GotoSearch']);
    expect(identitySchema.strict().parse(identity)).toEqual(identity);
    expect(Object.keys(identity)).toEqual(expect.arrayContaining([...IDENTITY_FLAGS]));
    expect(identity.Email).toBe('fern@example.com');
    expect(identity.GotoSearch).toBe(true);
    for (const flag of DEFAULT_FLAGS) expect(identity[flag]).toBe(true);
    expect(identity.AllowStore).toBe(false);
    expect(identity.LastSeenAt).toBe(now.toISOString());
  });

  test("SPEC §2.4: the identity's CommunityForumsLink is the gardener's own, else their sponsor's forums", async () => {
    const { identity } = await signedInUser(app, database.db, 'forums@example.com');
    expect((await identityProfileOf(database.db, identity.Id))!.CommunityForumsLink).toBe('');
    const [sponsor] = await database.db
      .insert(sponsors)
      .values({
        displayName: 'Forum Garden Centre',
        partnerTypeId: 1,
        communityForumsUrl: 'https://forums.test/',
      })
      .returning({ id: sponsors.id });
    await database.db.update(users).set({ sponsorId: sponsor!.id }).where(eq(users.id, identity.Id));
    expect((await identityProfileOf(database.db, identity.Id))!.CommunityForumsLink).toBe(
      'https://forums.test/',
    );
    await database.db
      .update(users)
      .set({ communityForumsLink: 'https://own.test/' })
      .where(eq(users.id, identity.Id));
    expect((await identityProfileOf(database.db, identity.Id))!.CommunityForumsLink).toBe(
      'https://own.test/',
    );
  });

  test('each sign-in gives another token and both keep working (one per device)', async () => {
    const { key, identity } = await signedInUser(app, database.db, 'two-devices@example.com');
    const second = (
      await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: key } })
    ).json();
    expect(second.Token).not.toBe(identity.Token);
    for (const token of [identity.Token, second.Token]) {
      const headers = { 'x-app': `thrive|${identity.Id}`, 'x-token': token };
      expect((await app.inject({ url: `/api/users/${identity.Id}`, headers })).statusCode).toBe(200);
    }
  });

  test('an unknown key answers 401 with a message the app can show', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bridge',
      payload: { username: 'no-such-key' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'This sign-in link is not valid any more. Ask for a new one.',
    });
  });

  test('a revoked key answers 401', async () => {
    const { key } = await createUser(database.db, { email: 'revoked@example.com' });
    expect(await revokeKey(database.db, key, now)).not.toBeNull();
    expect(
      (await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: key } })).statusCode,
    ).toBe(401);
  });

  test.each([
    ['a missing key', {}, 'body.username'],
    ['an empty key', { username: '  ' }, 'body.username'],
  ])('%s answers 400 naming the field', async (_case, payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/bridge', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
  });

  test('an expired token answers 401', async () => {
    const { identity, headers } = await signedInUser(app, database.db, 'expiring@example.com');
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS + 1000);
    expect((await app.inject({ url: `/api/users/${identity.Id}`, headers })).statusCode).toBe(401);
  });

  test('keys and tokens are stored only as hashes', async () => {
    const { key, identity } = await signedInUser(app, database.db, 'hashed@example.com');
    const stored = JSON.stringify(await database.db.execute('SELECT key_hash FROM sign_in_keys'));
    const tokens = JSON.stringify(await database.db.execute('SELECT token_hash FROM auth_tokens'));
    expect(stored).not.toContain(key);
    expect(tokens).not.toContain(identity.Token);
  });

  test('one email is one gardener', async () => {
    await createUser(database.db, { email: 'once@example.com' });
    await expect(createUser(database.db, { email: 'ONCE@example.com ' })).rejects.toThrow(
      DuplicateEmailError,
    );
  });

  test('one email is one gardener even when two creates race', async () => {
    const results = await Promise.allSettled([
      createUser(database.db, { email: 'race@example.com' }),
      createUser(database.db, { email: 'race@example.com' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEmailError);
  });

  test("signing in removes that user's expired tokens", async () => {
    const { key, identity } = await signedInUser(app, database.db, 'cleanup@example.com');
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS + 1000); // the first token has expired
    await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: key } });
    const tokens = (await database.db.execute(
      `SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = ${identity.Id}`,
    )) as { rows: { n: number }[] };
    expect(tokens.rows[0]?.n).toBe(1);
  });
});
