import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  driver: DatabaseHandle['driver'];
  open(): Promise<DatabaseHandle>;
  /** Closes the handle and removes whatever the test database left behind. */
  dispose(handle: DatabaseHandle): Promise<void>;
}

const embedded: TestDatabase = {
  driver: 'pglite',
  open: () => openPglite(undefined),
  dispose: (handle) => handle.close().catch(() => undefined),
};

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(
      `PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${String(error)}). ` +
        'Start it, or point TEST_DATABASE_URL at one.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Each opened handle gets its own schema in the real PostgreSQL, dropped on dispose. */
function postgresDatabase(): TestDatabase {
  const schemas = new WeakMap<DatabaseHandle, string>();
  return {
    driver: 'postgres',
    async open() {
      const schemaName = `test_${randomBytes(6).toString('hex')}`;
      await withAdminClient((client) => client.query(`CREATE SCHEMA ${schemaName}`));
      const handle = await openPostgres({ connectionString: TEST_DATABASE_URL, schemaName, poolSize: 4 });
      schemas.set(handle, schemaName);
      return handle;
    },
    async dispose(handle) {
      await handle.close().catch(() => undefined); // may already be closed by the test
      const schemaName = schemas.get(handle);
      if (schemaName)
        await withAdminClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`));
    },
  };
}

/** The API's tests run against both databases (DESIGN §8). */
export function testDatabases(): TestDatabase[] {
  return [embedded, postgresDatabase()];
}
