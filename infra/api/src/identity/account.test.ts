import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInUser } from '../testing/identity-fixture';

describe.each(testDatabases())('GET and DELETE users/{uid} on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('GET users/{uid} returns the identity with the token the caller holds', async () => {
    const { identity, headers } = await signedInUser(app, database.db, 'get@example.com');
    const response = await app.inject({ url: `/api/Users/${identity.Id}/`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(identity);
  });

  test('delete account (SPEC): the user, keys, tokens and flags are gone; another user is untouched', async () => {
    const doomed = await signedInUser(app, database.db, 'doomed@example.com');
    const other = await signedInUser(app, database.db, 'other@example.com');
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/users/${doomed.identity.Id}`,
      headers: doomed.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/deleted/);

    const bridge = await app.inject({
      method: 'POST',
      url: '/api/bridge',
      payload: { username: doomed.key },
    });
    expect(bridge.statusCode).toBe(401);
    expect(
      (await app.inject({ url: `/api/users/${doomed.identity.Id}`, headers: doomed.headers })).statusCode,
    ).toBe(401);
    for (const table of ['user_flags', 'sign_in_keys', 'auth_tokens']) {
      const rows = (await database.db.execute(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = ${doomed.identity.Id}`,
      )) as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]?.n).toBe(0);
    }
    expect(
      (await app.inject({ url: `/api/users/${other.identity.Id}`, headers: other.headers })).statusCode,
    ).toBe(200);
  });
});
