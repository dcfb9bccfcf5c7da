import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { plantAttributes, plants } from '../../db/schema';
import { fixtureFolder, usdaCsv } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { readList } from '../reference-files';
import { seedReferenceData } from '../seed';
import { importUsdaPlants, USDA_PLANTS_DATASET } from './usda-plants';

const id = (list: string, name: string) => readList(list).find((item) => item.Name === name)!.Id;

const FIXTURE = usdaCsv([
  {
    scientific_name: 'Abies balsamea (L.) Mill.',
    common_name: 'balsam fir',
    growth_habit: 'Tree',
    shade_tolerance: 'Tolerant',
    moisture_use: 'Medium',
    drought_tolerance: 'Low',
    salinity_tolerance: 'None',
    temperature_minimum_f: '-43',
    growth_rate: 'Slow',
    leaf_retention: 'TRUE',
    height_mature_feet: '60',
    toxicity: 'None',
    bloom_period: 'Mid Summer',
    flower_color: 'Yellow',
    flower_conspicuous: 'FALSE',
  },
  {
    scientific_name: 'Acer rubrum L.',
    common_name: 'red maple',
    growth_habit: 'Tree',
    shade_tolerance: 'Intolerant',
  },
  {
    scientific_name: 'Acer rubrum L. var. drummondii (Hook. & Arn. ex Nutt.) Sarg.',
    common_name: 'Drummond maple',
  },
  { scientific_name: '' },
  { scientific_name: 'Carex L.' },
  {
    scientific_name: 'Abelia ×grandiflora (Rovelli ex André) Rehder [chinensis × uniflora]',
    growth_habit: 'Shrub',
  },
  {
    scientific_name: 'Ostrya virginiana (Mill.) K. Koch',
    common_name: 'hophornbeam, eastern',
    growth_habit: 'Tree',
    toxicity: 'Slight',
  },
]);

describe.each(testDatabases())('USDA PLANTS characteristics import on $driver', (testDb) => {
  let database: DatabaseHandle;
  const folder = fixtureFolder('usda-plants');
  const file = folder.write('usda_plants_characteristics.csv', FIXTURE);
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
    folder.remove();
  });

  const plantNamed = async (name: string) =>
    (await database.db.select().from(plants).where(eq(plants.botanicalName, name)))[0];
  const expected = {
    dataset: USDA_PLANTS_DATASET,
    file: 'usda_plants_characteristics.csv',
    read: 7,
    loaded: 2,
    rejected: 2,
    rejects: [
      { line: 5, reason: 'no scientific name' },
      { line: 6, reason: 'no species in scientific name' },
    ],
    // Acer rubrum, its variety drummondii (the curated species stands for it) and Abelia.
    matchedCurated: 3,
    merged: 0,
    staleRemoved: 0,
    staleInUse: 0,
  };

  test('a curated plant is neither overwritten nor duplicated, nor are varieties of its species: their rows are counted as matched curated', async () => {
    const curated = await plantNamed('Acer rubrum');
    expect(await importUsdaPlants(database.db, file)).toEqual(expected);
    expect(await plantNamed('Acer rubrum')).toEqual(curated);
    const abelias = await database.db
      .select({ name: plants.botanicalName, source: plants.source })
      .from(plants)
      .where(sql`lower(${plants.botanicalName}) like 'abelia%'`);
    expect(abelias).toEqual([{ name: 'Abelia × grandiflora', source: 'curated' }]);
  });

  test('imported plants are source usda-plants, named without authors, with their mapped fields and links', async () => {
    const fir = await plantNamed('Abies balsamea');
    expect(fir).toMatchObject({
      commonName: 'Balsam fir',
      source: 'usda-plants',
      categoryId: id('plant-categories', 'Trees'),
      lifecycle: 'perennial',
      sunRequirementId: id('sun-requirements', 'Sun to Shade'),
      altSunRequirementId: 0,
      waterRequirementId: id('water-requirements', 'Medium'),
      zoneLowId: id('hardiness-zones', '2b'),
      zoneHighId: 0,
      heightMaxIn: 720,
      growthRateId: id('growth-rates', 'Slow'),
      leafRetentionId: id('leaf-retentions', 'Evergreen'),
      bloomColors: [],
    });
    const links = await database.db
      .select()
      .from(plantAttributes)
      .where(eq(plantAttributes.plantId, fir!.id));
    expect(links).toEqual([
      { plantId: fir!.id, list: 'flower-times', itemId: id('flower-times', 'Does Not Flower Showily') },
    ]);
    expect(await plantNamed('Acer rubrum var. drummondii')).toBeUndefined();
    expect(await plantNamed('Ostrya virginiana')).toMatchObject({ commonName: 'Hophornbeam, eastern' });
  });

  test('is idempotent: a second import keeps the same plants, ids, links and counts', async () => {
    const usda = () =>
      database.db.select().from(plants).where(eq(plants.source, 'usda-plants')).orderBy(plants.id);
    const before = await usda();
    const linksOf = async (ids: number[]) =>
      database.db.select().from(plantAttributes).where(inArray(plantAttributes.plantId, ids));
    const linksBefore = await linksOf(before.map((plant) => plant.id));
    expect(await importUsdaPlants(database.db, file)).toEqual(expected);
    expect(await usda()).toEqual(before);
    expect(await linksOf(before.map((plant) => plant.id))).toEqual(expect.arrayContaining(linksBefore));
    expect((await linksOf(before.map((plant) => plant.id))).length).toBe(linksBefore.length);
  });

  test('the seed that runs at every start leaves imported plants alone', async () => {
    const before = await plantNamed('Ostrya virginiana');
    await seedReferenceData(database.db);
    expect(await plantNamed('Ostrya virginiana')).toEqual(before);
  });
});
