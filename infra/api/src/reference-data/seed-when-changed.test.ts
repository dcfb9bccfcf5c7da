import { eq } from 'drizzle-orm';
import { appMeta, referenceItems } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { seedWhenChanged } from './seed-when-changed';

describe.each(testDatabases())('seeding at start on $driver', (testDb) => {
  test('seeds a new database, skips an unchanged one, and seeds again when the version differs', async () => {
    const database = await testDb.open();
    try {
      const { db } = database;
      expect(await seedWhenChanged(db)).toBe(true);
      expect((await db.select().from(referenceItems).limit(1)).length).toBe(1);
      expect(await seedWhenChanged(db)).toBe(false);

      await db
        .update(appMeta)
        .set({ value: 'an older release' })
        .where(eq(appMeta.key, 'reference-data-version'));
      await db.delete(referenceItems).where(eq(referenceItems.list, 'genders'));
      expect(await seedWhenChanged(db)).toBe(true);
      expect(
        (await db.select().from(referenceItems).where(eq(referenceItems.list, 'genders'))).length,
      ).toBeGreaterThan(0);
    } finally {
      await testDb.dispose(database);
    }
  });
});
