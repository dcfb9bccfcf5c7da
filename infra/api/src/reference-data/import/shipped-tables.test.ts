import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { plantAttributes, plants } from '../../db/schema';
import { signedInUser } from '../../testing/identity-fixture';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-databases';
import { readList } from '../reference-files';
import { seedWhenChanged } from '../seed-when-changed';
import { speciesKey } from './botanical-name';
import { importPublicTablesAtStart } from './tables-at-start';

/** The curated catalogue as the seed wrote it: every column and attribute link of every plant. */
async function curatedCatalogue(handle: DatabaseHandle) {
  const rows = await handle.db
    .select()
    .from(plants)
    .where(eq(plants.source, 'curated'))
    .orderBy(asc(plants.id));
  const links = await handle.db
    .select()
    .from(plantAttributes)
    .innerJoin(plants, eq(plants.id, plantAttributes.plantId))
    .where(eq(plants.source, 'curated'))
    .orderBy(asc(plantAttributes.plantId), asc(plantAttributes.list), asc(plantAttributes.itemId));
  return { rows, links };
}

/**
 * A fresh install (issue 28): a new data dir, no variable set. The start seeds our files and
 * imports the tables the repo ships; then the API knows every ZIP's zone, the stations and
 * their frost dates, and the USDA catalogue, which lists every plant once.
 */
describe.each(testDatabases())('a fresh install with the shipped public tables on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gardener: Awaited<ReturnType<typeof signedInUser>>;
  let curatedBefore: Awaited<ReturnType<typeof curatedCatalogue>>;
  const log: string[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    await seedWhenChanged(database.db);
    curatedBefore = await curatedCatalogue(database);
    await importPublicTablesAtStart(database.db, undefined, (line) => log.push(line));
    app = await buildApp({ database, config: testConfig() });
    gardener = await signedInUser(app, database.db, 'fresh@example.com');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: gardener.headers, payload });

  test('the first start imports the four shipped tables with no variable set and says how it went', () => {
    expect(log[0]).toBe(
      'Reference data: importing 4 public tables from the repo (a few seconds; later starts skip them)',
    );
    for (const table of [
      'phzm_us_zipcode_2023',
      'noaa_normals_1981_2010_stations',
      'usda_plants_characteristics',
    ])
      expect(log).toContainEqual(
        expect.stringMatching(new RegExp(`^Reference data: ${table}\\.csv\\.gz: read \\d+`)),
      );
  });

  test.each([
    ['10001', 'New York', '7b'],
    ['94110', 'San Francisco', '10b'],
  ])('ZIP %s is in %s, hardiness zone %s, with a station nearby', async (postalCode, city, zone) => {
    const response = await call('POST', `/users/${gardener.identity.Id}/GEO`, { postalCode });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ City: city, HardinessZone: zone });
    expect(answer.WeatherStation.DistanceMiles).toBeLessThan(10);
  });

  test('the station nearest ZIP 10001 has frost dates, on the station map too', async () => {
    const geo = (await call('POST', `/users/${gardener.identity.Id}/GEO`, { postalCode: '10001' })).json();
    const detail = (await call('GET', `/WeatherStation/${geo.WeatherStation.StationID}/Detail`)).json();
    expect(detail.FrostNormals).toMatchObject({
      Status: 'dates',
      LastSpringFrost50: expect.stringMatching(/^0[34]\/\d\d$/),
      FirstFallFrost50: expect.stringMatching(/^1[01]\/\d\d$/),
    });
    const map = await call('GET', '/WeatherStation/?minLat=40&maxLat=41.5&minLng=-75&maxLng=-73&frost=1');
    expect(map.statusCode).toBe(200);
    expect(map.json().length).toBeGreaterThan(20);
  });

  test('plant search finds a plant only the USDA table has, filed as a gardener looks for it (a pawpaw is fruit)', async () => {
    const found = (await call('GET', '/Plants/0/Search/?k=pawpaw&c=10')).json();
    const pawpaw = found.Items.find(
      (item: { BotanicalName: string }) => item.BotanicalName === 'Asimina triloba',
    );
    expect(pawpaw).toMatchObject({ CommonName: 'Pawpaw' });
    const [row] = await database.db.select().from(plants).where(eq(plants.id, pawpaw.Id));
    const fruit = readList('plant-categories').find((item) => item.Name === 'Fruit')!.Id;
    expect(row).toMatchObject({ source: 'usda-plants', categoryId: fruit });
  });

  test('catalogue hygiene: no two plants share a botanical name, a species (varieties aside) or a common name', async () => {
    const all = await database.db
      .select({ botanical: plants.botanicalName, common: plants.commonName, source: plants.source })
      .from(plants);
    expect(all.length).toBeGreaterThan(2000);
    const repeated = (keys: (string | null)[]) =>
      keys.filter((key, i) => key !== null && keys.indexOf(key) !== i);
    expect(repeated(all.map((plant) => plant.botanical.toLowerCase()))).toEqual([]);
    expect(repeated(all.map((plant) => plant.common.toLowerCase()))).toEqual([]);
    // An imported plant never shares a species with a curated one; two imported ones only
    // when a gardener knows them apart by name (two subspecies of elderberry).
    const curatedSpecies = new Set(
      all.filter((p) => p.source === 'curated').map((p) => speciesKey(p.botanical)),
    );
    const imported = all.filter((plant) => plant.source !== 'curated');
    expect(imported.filter((plant) => curatedSpecies.has(speciesKey(plant.botanical)))).toEqual([]);
    for (const name of [
      'Rosmarinus officinalis',
      'Tilia americana var. heterophylla',
      'Oenothera elata subsp. hookeri',
    ])
      expect(all.find((plant) => plant.botanical === name)).toBeUndefined();
  });

  test('catalogue hygiene: every curated plant keeps its curated values and links', async () => {
    expect(await curatedCatalogue(database)).toEqual(curatedBefore);
  });

  test('a second start imports nothing', async () => {
    const again: string[] = [];
    expect(await importPublicTablesAtStart(database.db, undefined, (line) => again.push(line))).toEqual([]);
    expect(again).toEqual([]);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(plants);
    expect(count!.n).toBeGreaterThan(2000);
  });
});
