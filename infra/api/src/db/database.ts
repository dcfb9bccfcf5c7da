import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CacheNotifications } from './cache-notifications';
import type * as schema from './schema';

/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Schema holding drizzle's migration journal. */
  migrationsSchema: string;
  /** Tells every instance on this database what to drop from memory (DESIGN §5). */
  cacheNotifications: CacheNotifications;
  close(): Promise<void>;
}

/**
 * The handle a database was opened with, for code given only the database (reference data
 * seeded by a CLI, counters of a limit): undefined for one made by hand in a test.
 */
const handles = new WeakMap<Database, DatabaseHandle>();

export function registerHandle(handle: DatabaseHandle): DatabaseHandle {
  handles.set(handle.db, handle);
  return handle;
}

export function handleOf(db: Database): DatabaseHandle | undefined {
  return handles.get(db);
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;
