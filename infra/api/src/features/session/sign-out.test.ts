import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { signedInAgain, signedInUser } from '../../testing/identity-fixture';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-databases';

describe.each(testDatabases())('sign-out, DELETE bridge/session, on $driver', (testDb) => {
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

  const signOut = (headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: '/api/bridge/session', headers });
  const identityAs = (id: number, headers: Record<string, string>) =>
    app.inject({ url: `/api/users/${id}`, headers });

  test('signing out ends this token at once (401 after); the gardener’s other devices stay signed in', async () => {
    const { identity, key, headers } = await signedInUser(app, database.db, 'sign-out@example.com');
    const otherDevice = await signedInAgain(app, key);
    // Checked once before, so the instance has the token in its cache when it is signed out.
    expect((await identityAs(identity.Id, headers)).statusCode).toBe(200);

    const response = await signOut(headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await identityAs(identity.Id, headers)).statusCode).toBe(401);
    expect((await signOut(headers)).statusCode).toBe(401);
    expect((await identityAs(identity.Id, otherDevice)).statusCode).toBe(200);
    // The key still signs in: signing out is not revoking.
    expect((await identityAs(identity.Id, await signedInAgain(app, key))).statusCode).toBe(200);
  });

  test('signing out needs the token and the X-App of its gardener', async () => {
    const { identity, headers } = await signedInUser(app, database.db, 'sign-out-forged@example.com');
    expect((await signOut({})).statusCode).toBe(401);
    expect((await signOut({ ...headers, 'x-app': `thrive|${identity.Id + 1000}` })).statusCode).toBe(401);
    expect((await identityAs(identity.Id, headers)).statusCode).toBe(200);
  });

  test('the contract publishes the sign-out with its 204', async () => {
    const doc = (await app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/bridge/session'].delete.responses)).toContain('204');
  });
});
