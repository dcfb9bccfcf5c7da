import pg from 'pg';
import { TEST_DATABASE_URL } from './test-databases';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database of its own on the test PostgreSQL server, as a deployment has (not a
 * schema: LISTEN/NOTIFY and advisory locks span a database), or null when the server is
 * unreachable. Named by purpose and process, so a leftover of a killed run is replaced.
 */
export async function freshPostgresDatabase(purpose: string): Promise<FreshPostgresDatabase | null> {
  const name = `thrive_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    await admin.end().catch(() => undefined);
    return null;
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
