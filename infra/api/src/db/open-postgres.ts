import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { MIGRATIONS_FOLDER, registerHandle, type Database, type DatabaseHandle } from './database';
import { createCacheNotifications } from './cache-notifications';
import { cacheChannel, postgresCacheTransport } from './postgres-cache-transport';

/** Any number stable across releases: serialises migrations of API instances starting together. */
const MIGRATION_LOCK_ID = 72_431_001;

interface PostgresOptions {
  connectionString: string;
  /** Put every table in this schema (tests isolate themselves this way). */
  schemaName?: string;
  poolSize?: number;
}

export async function openPostgres({
  connectionString,
  schemaName,
  poolSize = 10,
}: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  const migrationsSchema = schemaName ?? 'drizzle';
  const client = await pool.connect();
  try {
    // Several API instances may start at once on one database (DESIGN §5).
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const cacheNotifications = createCacheNotifications(
    postgresCacheTransport({ pool, connectionString, channel: cacheChannel(schemaName) }),
  );
  return registerHandle({
    db: drizzle({ client: pool, schema }) as unknown as Database,
    driver: 'postgres',
    migrationsSchema,
    cacheNotifications,
    async close() {
      await cacheNotifications.close();
      await pool.end();
    },
  });
}
