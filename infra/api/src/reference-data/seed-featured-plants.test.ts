import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { featuredPlants, plants, sponsors } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { readOperatorSponsors } from './operator-files';
import { readCatalogueFiles } from './reference-files';
import { seedReferenceData } from './seed';
import { readFeaturedPlants, seedFeaturedPlants } from './seed-featured-plants';

describe('featured plants file (reference-data/operator/featured-plants.json)', () => {
  test('features 8 to 15 catalogue plants for each demo sponsor, ranked 1..n without gaps', () => {
    const rows = readFeaturedPlants();
    const catalogue = new Set(
      readCatalogueFiles().flatMap(({ entries }) =>
        entries.map((entry) => (entry as { botanicalName: string }).botanicalName),
      ),
    );
    for (const { id } of readOperatorSponsors()) {
      const mine = rows.filter((row) => row.sponsorId === id);
      expect(`sponsor ${id}: ${mine.length >= 8 && mine.length <= 15}`).toBe(`sponsor ${id}: true`);
      expect(mine.map((row) => row.rank).sort((a, b) => a - b)).toEqual(mine.map((_, index) => index + 1));
      for (const row of mine) expect(catalogue).toContain(row.botanicalName);
    }
  });
});

describe.each(testDatabases())('featured plants seed on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const countOf = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(featuredPlants))[0]?.n;

  test('the catalogue seed writes every featured plant of the file', async () => {
    expect(await countOf()).toBe(readFeaturedPlants().length);
    const [first] = readFeaturedPlants();
    const [row] = await database.db
      .select({ rank: featuredPlants.rank })
      .from(featuredPlants)
      .innerJoin(plants, eq(plants.id, featuredPlants.plantId))
      .where(
        and(eq(featuredPlants.sponsorId, first!.sponsorId), eq(plants.botanicalName, first!.botanicalName)),
      );
    expect(row?.rank).toBe(first!.rank);
  });

  test('is idempotent by (sponsor, plant): a second run restores an edited rank, adds nothing and keeps operator rows', async () => {
    await database.db.update(featuredPlants).set({ rank: 99 }).where(eq(featuredPlants.sponsorId, 1));
    const [operatorSponsor] = await database.db
      .insert(sponsors)
      .values({ displayName: 'Operator Demo Sponsor', partnerTypeId: 1 })
      .returning({ id: sponsors.id });
    const [anyPlant] = await database.db.select({ id: plants.id }).from(plants).limit(1);
    await database.db
      .insert(featuredPlants)
      .values({ sponsorId: operatorSponsor!.id, plantId: anyPlant!.id, rank: 1 });

    expect(await seedFeaturedPlants(database.db)).toBe(readFeaturedPlants().length);
    expect(await countOf()).toBe(readFeaturedPlants().length + 1);
    const ranks = await database.db
      .select({ rank: featuredPlants.rank })
      .from(featuredPlants)
      .where(eq(featuredPlants.sponsorId, 1));
    expect(ranks.map((row) => row.rank).sort((a, b) => a - b)).toEqual(ranks.map((_, index) => index + 1));
  });
});
