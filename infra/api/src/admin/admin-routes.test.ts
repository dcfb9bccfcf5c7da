import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { ADMIN_TOKEN_HEADER } from './admin-access';

const ADMIN_TOKEN = 'admin-token-for-tests';

describe.each(testDatabases())('operator calls behind the users CLI on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const admin = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('creates a gardener with flags, whose key then signs in', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: { email: 'lite@example.com', flags: ['GotoSearch'], sponsorId: 7, partnerTypeId: 1 },
    });
    expect(created.statusCode).toBe(200);
    const bridge = await app.inject({
      method: 'POST',
      url: '/api/bridge',
      payload: { username: created.json().key },
    });
    expect(bridge.json()).toMatchObject({
      Id: created.json().id,
      GotoSearch: true,
      SponsorId: 7,
      PartnerTypeId: 1,
    });
  });

  test('sampleYard starts the gardener off with the sample yard and its zones', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: { email: 'sample@example.com', sampleYard: true },
    });
    expect(created.statusCode).toBe(200);
    const identity = (
      await app.inject({ method: 'POST', url: '/api/bridge', payload: { username: created.json().key } })
    ).json();
    const yards = await app.inject({
      url: `/api/users/${identity.Id}/yards`,
      headers: { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token },
    });
    expect(yards.json()).toEqual([expect.objectContaining({ Name: 'Demo backyard', ZoneCount: 3 })]);
  });

  test('a second key for the user works too, and a revoked key stops working', async () => {
    const { id, key } = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: admin,
        payload: { email: 'keys@example.com' },
      })
    ).json();
    const second = await app.inject({ method: 'POST', url: `/api/admin/users/${id}/keys`, headers: admin });
    expect(second.statusCode).toBe(200);
    const revoke = await app.inject({
      method: 'POST',
      url: '/api/admin/keys/revoke',
      headers: admin,
      payload: { key },
    });
    expect(revoke.json()).toEqual({ revoked: true });
    const signIn = (username: string) =>
      app.inject({ method: 'POST', url: '/api/bridge', payload: { username } });
    expect((await signIn(key)).statusCode).toBe(401);
    expect((await signIn(second.json().key)).statusCode).toBe(200);
  });

  test('bad input answers 400 with field messages; a taken email answers 409; an unknown user 404', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: { email: 'not-an-email', flags: ['NoSuchFlag'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['body.email', 'body.flags.0']));
    const payload = { email: 'taken@example.com' };
    await app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload });
    const taken = await app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload });
    expect(taken.statusCode).toBe(409);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/users/99999/keys', headers: admin })).statusCode,
    ).toBe(404);
  });

  test('without the admin token 401; from another machine 403, even with the token', async () => {
    const payload = { email: 'sneaky@example.com' };
    const withoutToken = await app.inject({ method: 'POST', url: '/api/admin/users', payload });
    expect(withoutToken.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { [ADMIN_TOKEN_HEADER]: 'x' },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const remote = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload,
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(403);
  });
});

test('a server started without an admin token keeps the operator calls closed', async () => {
  const { openPglite } = await import('../db/open-pglite');
  const database = await openPglite(undefined);
  const app = await buildApp({ database, config: testConfig() });
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { [ADMIN_TOKEN_HEADER]: 'anything' },
    payload: { email: 'a@example.com' },
  });
  expect(response.statusCode).toBe(401);
  await app.close();
  await database.close();
});
