import type { ApiConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ADMIN_TOKEN_HEADER, type AdminEndpoint } from '../admin/admin-access';
import { dataImportResponseSchema } from '../admin/data-admin-routes';
import { importDirectory, type DirectoryEntry } from '../reference-data/import/import-directory';
import type { ImportOptions } from '../reference-data/import/import-result';
import { runningServer } from './user-admin';

/** What the data CLI does with the database, whichever way it reaches it. */
export interface DataAdmin {
  /** 'server' when a running server imports for us (it holds the embedded database). */
  via: 'server' | 'database';
  importDirectory(dir: string, options?: ImportOptions): Promise<DirectoryEntry[]>;
  close(): Promise<void>;
}

function viaServer({ url, token }: AdminEndpoint): DataAdmin {
  return {
    via: 'server',
    async importDirectory(dir) {
      const response = await fetch(`${url}/api/admin/data/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token },
        body: JSON.stringify({ dir }),
      });
      const json = (await response.json()) as { message?: string };
      if (!response.ok) throw new Error(json.message ?? `the server answered ${response.status}`);
      return dataImportResponseSchema.parse(json).entries;
    },
    close: async () => undefined,
  };
}

async function direct(config: ApiConfig): Promise<DataAdmin> {
  const { db, close } = await openDatabase(config);
  return { via: 'database', importDirectory: (dir, options) => importDirectory(db, dir, options), close };
}

/**
 * The embedded database belongs to one process (DESIGN §4): while a server holds it, it
 * imports for us; otherwise (or on PostgreSQL) the CLI opens the database itself.
 */
export async function connectDataAdmin(config: ApiConfig): Promise<DataAdmin> {
  const server = config.databaseUrl ? null : runningServer(config.dataDir);
  return server ? viaServer(server) : direct(config);
}
