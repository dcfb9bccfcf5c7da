import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { MIGRATIONS_FOLDER, type Database, type DatabaseHandle } from './database';

/**
 * Memory of the embedded PostgreSQL, chosen for one gardener's server: its default buffer
 * cache (128 MB) would be most of the process; the operating system caches the data
 * files beneath a smaller one.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB'];

/**
 * The embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests).
 * It belongs to this one process: other tools reach it through the server.
 */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrationsSchema: 'drizzle',
    close: () => client.close(),
  };
}
