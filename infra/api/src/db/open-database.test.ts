import { migrationCount } from './migration-count';
import { sql } from 'drizzle-orm';
import { appMeta } from './schema';
import type { DatabaseHandle } from './database';
import { testDatabases } from '../testing/test-databases';
import { checkHealth } from '../features/health/health';

describe.each(testDatabases())('database layer on $driver', (testDb) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  it('applies every migration at start', async () => {
    const health = await checkHealth(handle);
    expect(health.database).toMatchObject({
      status: 'up',
      driver: testDb.driver,
      migrations: migrationCount(),
    });
  });

  it('writes and reads through the shared schema', async () => {
    await handle.db.insert(appMeta).values({ key: 'installed', value: 'yes' });
    const rows = await handle.db.select().from(appMeta);
    expect(rows).toEqual([expect.objectContaining({ key: 'installed', value: 'yes' })]);
  });

  it('enforces constraints (primary key) the same way', async () => {
    await expect(handle.db.insert(appMeta).values({ key: 'installed', value: 'again' })).rejects.toThrow();
  });

  it('has pg_trgm available for typo-tolerant search', async () => {
    await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const result = (await handle.db.execute(sql`SELECT similarity('hosta', 'hostaa') > 0.5 AS close`)) as {
      rows: { close: boolean }[];
    };
    expect(result.rows[0]?.close).toBe(true);
  });

  it('reports the database down once it is closed', async () => {
    const closing = await testDb.open();
    await closing.close();
    const health = await checkHealth(closing);
    await testDb.dispose(closing);
    expect(health).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    expect(health.database.message).toBeTruthy();
  });
});
