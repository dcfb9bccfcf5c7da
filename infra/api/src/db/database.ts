import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Schema holding drizzle's migration journal. */
  migrationsSchema: string;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;
