import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import { plantIllustrations, plants } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { seedReferenceData } from './seed';
import { seedPlantIllustrations } from './seed-plant-illustrations';

describe.each(testDatabases())('plant illustrations at seed (issue 17) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await testDb.open();
    db = database.db;
    await seedReferenceData(db);
  });
  afterAll(() => testDb.dispose(database));

  const counts = async () => {
    const [row] = await db
      .select({
        plants: sql<number>`(select count(*)::int from plants)`,
        illustrated: sql<number>`(select count(*)::int from plants where exists
          (select 1 from plant_illustrations where plant_id = plants.id))`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  };
  const hashOf = async (botanicalName: string) => {
    const [row] = await db
      .select({ hash: plantIllustrations.hash })
      .from(plantIllustrations)
      .innerJoin(plants, eq(plants.id, plantIllustrations.plantId))
      .where(eq(plants.botanicalName, botanicalName));
    return row?.hash;
  };

  test('every plant has an illustration after seeding', async () => {
    const { plants: total, illustrated } = await counts();
    expect(total).toBeGreaterThan(500);
    expect(illustrated).toBe(total);
  });

  test('seeding again rewrites nothing when nothing changed', async () => {
    const before = await db.select().from(plantIllustrations).orderBy(plantIllustrations.plantId);
    expect(await seedPlantIllustrations(db)).toEqual({ plants: before.length, written: 0 });
    await seedReferenceData(db);
    expect(await db.select().from(plantIllustrations).orderBy(plantIllustrations.plantId)).toEqual(before);
  });

  test('an imported plant (no sizes, no leaf traits) gets one; a changed plant only is redrawn', async () => {
    const [imported] = await db
      .insert(plants)
      .values({
        commonName: 'Test Sedge',
        botanicalName: 'Carex testiana',
        categoryId: 7,
        lifecycle: 'perennial',
        bloomColors: ['brown'],
        source: 'usda-plants',
      })
      .returning({ id: plants.id });
    const { plants: total } = await counts();
    expect(await seedPlantIllustrations(db)).toEqual({ plants: total, written: 1 });
    expect(await hashOf('Carex testiana')).toEqual(expect.any(String));

    const maple = await hashOf('Acer rubrum');
    await db
      .update(plants)
      .set({ bloomColors: ['yellow'] })
      .where(eq(plants.botanicalName, 'Acer rubrum'));
    expect(await seedPlantIllustrations(db)).toEqual({ plants: total, written: 1 });
    expect(await hashOf('Acer rubrum')).not.toBe(maple);

    // A deleted plant takes its picture with it.
    await db.delete(plants).where(eq(plants.id, imported!.id));
    expect(await hashOf('Carex testiana')).toBeUndefined();
  });
});
