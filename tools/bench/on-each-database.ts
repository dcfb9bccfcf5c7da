import { type DatabaseHandle, testDatabases, TEST_DATABASE_URL } from '../../infra/api/src/harness';

export type DatabaseLabel = 'embedded' | 'PostgreSQL';

/**
 * Runs a measurement on the embedded database as the API tests open it, then on the test
 * PostgreSQL, each fresh and disposed after; a PostgreSQL that cannot be reached is a
 * "skipped" line, not a failure (the bench prints, it does not assert).
 */
export async function onEachDatabase(
  measure: (database: DatabaseHandle, label: DatabaseLabel) => Promise<string[]>,
): Promise<string[]> {
  const lines: string[] = [];
  for (const testDb of testDatabases()) {
    let database: DatabaseHandle;
    try {
      database = await testDb.open();
    } catch {
      lines.push(`${testDb.driver}: skipped (${TEST_DATABASE_URL} is unreachable)`);
      continue;
    }
    try {
      lines.push(...(await measure(database, testDb.driver === 'pglite' ? 'embedded' : 'PostgreSQL')));
    } finally {
      await testDb.dispose(database);
    }
  }
  return lines;
}
