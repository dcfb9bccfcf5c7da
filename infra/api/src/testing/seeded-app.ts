import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { seedReferenceData } from '../reference-data/seed';
import type { signedInDirectly } from './identity-fixture';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

/** signedInUser and signedInDirectly give the same shape. */
export type Gardener = Awaited<ReturnType<typeof signedInDirectly>>;

/**
 * Registers the beforeAll/afterAll of a describe that opens `testDb`, seeds the reference
 * data (then `prepare`, if given) and builds the app. `db` and `app` are getters because
 * they only exist once beforeAll has run: read them inside tests, never destructure them.
 */
export function seededApp(testDb: TestDatabase, prepare?: (db: Database) => Promise<void>) {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    await prepare?.(database.db);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });

  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { database, app };
  };

  return {
    get db(): Database {
      return opened().database.db;
    },
    get app(): FastifyInstance {
      return opened().app;
    },
    /** A call to one of the gardener's own routes, /api/users/{id}{path}, as that gardener. */
    call: (who: Gardener, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
      opened().app.inject({
        method,
        url: `/api/users/${who.identity.Id}${path}`,
        headers: who.headers,
        payload,
      }),
  };
}

export type SeededApp = ReturnType<typeof seededApp>;
