import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { REFERENCE_DATA_SEEDED, referenceDataStartLine, referenceDataUnchanged } from './seed-report';
import { VERSION_KEY } from './seed-when-changed';

/** What seedWhenChanged leaves once it seeded `version` (the seed itself is not this file's subject). */
const seeded = (db: Database, version: string) =>
  db
    .insert(appMeta)
    .values({ key: VERSION_KEY, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });

describe.each(testDatabases())('the start log’s reference data line on $driver', (testDb) => {
  test('a seed is told once, as seeded, whichever process seeded; later starts tell it unchanged', async () => {
    const database = await testDb.open();
    try {
      const { db } = database;
      expect(await referenceDataStartLine(db)).toBe('Reference data: not seeded');
      // `npm start` seeds in its build step: the gateway then has nothing to seed itself.
      await seeded(db, 'release 1');
      expect(await referenceDataStartLine(db)).toBe(REFERENCE_DATA_SEEDED);

      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY));
      expect(await referenceDataStartLine(db)).toBe(referenceDataUnchanged(row!.updatedAt));
      expect(await referenceDataStartLine(db)).toMatch(
        /^Reference data: unchanged since \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
      );

      await seeded(db, 'release 2');
      expect(await referenceDataStartLine(db)).toBe(REFERENCE_DATA_SEEDED);
    } finally {
      await testDb.dispose(database);
    }
  });
});
