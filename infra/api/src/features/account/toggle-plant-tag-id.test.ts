import type { FastifyInstance } from 'fastify';
import type { Identity } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { signedInDirectly } from '../../testing/identity-fixture';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-databases';

describe.each(testDatabases())('PUT users/{uid}/TogglePlantTagId/ (SPEC §7) on $driver', (testDb) => {
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

  let count = 0;
  async function gardener() {
    count += 1;
    const { identity, headers } = await signedInDirectly(database.db, {
      email: `tag-id-${count}@example.com`,
    });
    const toggle = (as = headers) =>
      app.inject({ method: 'PUT', url: `/api/users/${identity.Id}/TogglePlantTagId/`, headers: as });
    const current = async () =>
      (await app.inject({ url: `/api/users/${identity.Id}`, headers })).json() as Identity;
    return { identity, toggle, current, headers };
  }

  test('each call flips the TogglePlantTagId flag, answers its new value and the identity shows it', async () => {
    const g = await gardener();
    expect(g.identity.TogglePlantTagId).toBe(false);
    const on = await g.toggle();
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ TogglePlantTagId: true });
    expect((await g.current()).TogglePlantTagId).toBe(true);
    expect((await g.toggle()).json()).toEqual({ TogglePlantTagId: false });
    expect((await g.current()).TogglePlantTagId).toBe(false);
  });

  test("another gardener's uid answers 403 and leaves their flag as it was", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    expect((await owner.toggle(intruder.headers)).statusCode).toBe(403);
    expect((await owner.current()).TogglePlantTagId).toBe(false);
  });
});
