import path from 'node:path';
import type { ApiConfig } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db. */
export function openDatabase(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl })
    : openPglite(path.join(config.dataDir, 'db'));
}
