import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { MIGRATIONS_FOLDER, registerHandle, type Database, type DatabaseHandle } from './database';
import { createCacheNotifications, inProcessCacheTransport } from './cache-notifications';
import { startPgliteInWorker } from './pglite-in-worker';

/**
 * Memory of the embedded PostgreSQL, chosen for one gardener's server: its default buffer
 * cache (128 MB) would be most of the process; the operating system caches the data
 * files beneath a smaller one.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB'];

/**
 * The embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests).
 * It belongs to this one process: other tools reach it through the server. It runs in a
 * thread of its own (pglite-in-worker.ts), so its queries never hold up requests.
 */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await startPgliteInWorker(dataDir, PGLITE_SETTINGS);
  // drizzle calls only what the worker's client has: query, exec and transaction.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  // The only process on this database: its apps tell each other directly.
  const cacheNotifications = createCacheNotifications(inProcessCacheTransport());
  return registerHandle({
    db: db as unknown as Database,
    driver: 'pglite',
    migrationsSchema: 'drizzle',
    cacheNotifications,
    async close() {
      await cacheNotifications.close();
      await client.close();
    },
  });
}
