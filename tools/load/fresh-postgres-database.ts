import pg from 'pg';
import { TEST_DATABASE_URL } from '../../infra/api/src/testing/test-databases';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test PostgreSQL server, or null when the server is unreachable. */
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
