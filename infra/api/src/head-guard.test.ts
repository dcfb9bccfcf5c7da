import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { openPglite } from './db/open-pglite';
import { yards } from './db/schema';
import { installHeadGuard, STATE_CHANGING_GETS } from './head-guard';
import { signedInDirectly } from './testing/identity-fixture';
import { makeOwnedResource } from './testing/owned-resources';
import { testConfig } from './testing/test-app';

// The guard is routing, the same on both databases: the embedded one is enough here.
describe('HEAD never changes anything', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openPglite(undefined);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('HEAD on CopyYard is a 405 allowing GET, and copies nothing; GET still copies', async () => {
    const gardener = await signedInDirectly(database.db, { email: 'head-copy@example.com' });
    const uid = gardener.identity.Id;
    const yardId = await makeOwnedResource.yard(database.db, uid);
    const yardCount = async () =>
      (await database.db.select().from(yards).where(eq(yards.userId, uid))).length;
    const url = `/api/users/${uid}/CopyYard/${yardId}`;

    const head = await app.inject({ method: 'HEAD', url, headers: gardener.headers });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(head.headers['content-type']).toMatch(/^application\/json/);
    expect(await yardCount()).toBe(1);

    const get = await app.inject({ method: 'GET', url, headers: gardener.headers });
    expect(get.statusCode).toBe(200);
    expect(await yardCount()).toBe(2);
  });

  test('HEAD on ToggleFeatureVideo leaves the gardener’s settings as they were', async () => {
    const gardener = await signedInDirectly(database.db, { email: 'head-toggle@example.com' });
    const uid = gardener.identity.Id;
    const identity = async () =>
      (await app.inject({ url: `/api/users/${uid}`, headers: gardener.headers })).json();
    const before = await identity();
    for (const value of ['0', '1']) {
      const head = await app.inject({
        method: 'HEAD',
        url: `/api/users/${uid}/ToggleFeatureVideo/${value}`,
        headers: gardener.headers,
      });
      expect([head.statusCode, head.headers.allow, head.body]).toEqual([405, 'GET', '']);
    }
    expect(await identity()).toEqual(before);
  });

  test('HEAD on read-only GETs keeps working: /api/health and a gardener’s yard list', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    const gardener = await signedInDirectly(database.db, { email: 'head-read@example.com' });
    const yardsHead = await app.inject({
      method: 'HEAD',
      url: `/api/users/${gardener.identity.Id}/yards`,
      headers: gardener.headers,
    });
    expect(yardsHead.statusCode).toBe(200);
  });

  test('a listed path that no route has stops the start, so a renamed route cannot reopen its HEAD', async () => {
    const bare = Fastify();
    await bare.register(
      async (api) => {
        installHeadGuard(api);
        // Every listed route but the first.
        for (const path of STATE_CHANGING_GETS.slice(1)) api.get(path, async () => ({}));
      },
      { prefix: '/api' },
    );
    await expect(bare.ready()).rejects.toThrow(STATE_CHANGING_GETS[0]);
    await bare.close();
  });
});
