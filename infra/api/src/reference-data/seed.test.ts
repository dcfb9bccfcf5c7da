import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { plantAttributes, plants, referenceItems } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { readCatalogueFiles, readList } from './reference-files';
import { REFERENCE_LISTS, seedReferenceData } from './seed';

const catalogueSize = readCatalogueFiles().reduce((sum, file) => sum + file.entries.length, 0);
const listSize = REFERENCE_LISTS.reduce((sum, list) => sum + readList(list).length, 0);

describe.each(testDatabases())('reference data seed (DESIGN §6) on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const count = async (table: typeof plants | typeof referenceItems | typeof plantAttributes) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  test('writes every reference list and the whole curated catalogue', async () => {
    expect(await seedReferenceData(database.db)).toEqual({ items: listSize, plants: catalogueSize });
    expect(await count(referenceItems)).toBe(listSize);
    expect(await count(plants)).toBe(catalogueSize);
  });

  test('is idempotent: a second run adds nothing and keeps plant ids', async () => {
    const before = await database.db.select({ id: plants.id, name: plants.botanicalName }).from(plants);
    const links = await count(plantAttributes);
    await seedReferenceData(database.db);
    expect(await count(plants)).toBe(catalogueSize);
    expect(await count(referenceItems)).toBe(listSize);
    expect(await count(plantAttributes)).toBe(links);
    const after = await database.db.select({ id: plants.id, name: plants.botanicalName }).from(plants);
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
  });

  test('keeps list-specific fields: a sun requirement has its PX (hours of sun)', async () => {
    const [fullSun] = await database.db
      .select()
      .from(referenceItems)
      .where(sql`${referenceItems.list} = 'sun-requirements' and ${referenceItems.name} = 'Full Sun'`);
    expect(fullSun?.extra).toMatchObject({ PX: 8 });
  });

  test('maps a curated plant to ids: Basil is herbs, Full Sun / Mostly Sun, Medium water, zones 2a-11b, attracts Bees', async () => {
    const [basil] = await database.db
      .select()
      .from(plants)
      .where(eq(plants.botanicalName, 'Ocimum basilicum'));
    expect(basil).toMatchObject({
      categoryId: 2,
      sunRequirementId: 6,
      altSunRequirementId: 5,
      waterRequirementId: 3,
      zoneLowId: 3,
      zoneHighId: 22,
      source: 'curated',
    });
    const links = await database.db
      .select()
      .from(plantAttributes)
      .where(eq(plantAttributes.plantId, basil!.id));
    expect(links).toContainEqual({ plantId: basil!.id, list: 'attractants', itemId: 3 });
  });

  test('issue 28: marks the curated weeds of lists/invasive-plants.json, and no other plant', async () => {
    const weeds = await database.db
      .select({ name: plants.botanicalName, status: plants.weedStatus })
      .from(plants)
      .where(sql`${plants.weedStatus} is not null`);
    expect(weeds).toContainEqual({ name: 'Hedera helix', status: 'noxious' });
    expect(weeds).toContainEqual({ name: 'Vinca minor', status: 'invasive' });
    expect(weeds).toHaveLength(10); // weed-status.test.ts names them
    const natives = await database.db
      .select({ status: plants.weedStatus })
      .from(plants)
      .where(inArray(plants.botanicalName, ['Parthenocissus quinquefolia', 'Lonicera sempervirens']));
    expect(natives).toEqual([{ status: null }, { status: null }]);
  });
});
