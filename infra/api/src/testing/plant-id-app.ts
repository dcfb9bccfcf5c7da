import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { seedReferenceData } from '../reference-data/seed';
import { apiCalls } from './api-calls';
import { startFakePlantNet, type FakePlantNet } from './fake-plantnet-server';
import { signedInDirectly } from './identity-fixture';
import type { Gardener } from './seeded-app';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

export const FAKE_PLANT_ID_KEY = 'test-plant-id-key';

/**
 * The app on `testDb` with the reference data seeded (registers its beforeAll/afterAll). With
 * `service`, a fake Pl@ntNet on 127.0.0.1 is started first and the app is configured with it
 * (PLANT_ID_URL, PLANT_ID_API_KEY), as an operator would; without, no identification service.
 */
export function plantIdApp(testDb: TestDatabase, { prefix, service }: { prefix: string; service: boolean }) {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let fake: FakePlantNet | undefined;
  beforeAll(async () => {
    if (service) fake = await startFakePlantNet();
    database = await testDb.open();
    await seedReferenceData(database.db);
    const env = fake ? { PLANT_ID_URL: fake.url, PLANT_ID_API_KEY: FAKE_PLANT_ID_KEY } : {};
    app = await buildApp({ database, config: testConfig(env) });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
    await fake?.close();
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db, app };
  };

  let gardeners = 0;
  const { send, ok, refused } = apiCalls(() => opened().app);
  return {
    get db(): Database {
      return opened().db;
    },
    get app(): FastifyInstance {
      return opened().app;
    },
    /** The fake service; only with `service`. */
    get service(): FakePlantNet {
      if (!fake) throw new Error('This app has no identification service.');
      return fake;
    },
    gardener: () => signedInDirectly(opened().db, { email: `${prefix}-${++gardeners}@example.com` }),
    send,
    ok,
    refused,
    /** POST Plants/0/IdentifyByPhoto/ with a multipart body, as the gardener. */
    identify: (who: Gardener, form: FormData) =>
      opened().app.inject({
        method: 'POST',
        url: '/api/Plants/0/IdentifyByPhoto/',
        headers: who.headers,
        payload: form,
      }),
  };
}
