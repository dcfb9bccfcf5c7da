import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import {
  dataImports,
  frostNormals,
  plantAttributes,
  plants,
  weatherStations,
  zipHardinessZones,
} from '../../db/schema';
import { fixtureFolder, publicTablesFolder, usdaCsv, ZIP_CSV } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { DATASETS } from '../import/datasets';
import { importDirectory } from '../import/import-directory';
import { seedReferenceData } from '../seed';
import { packTables } from './pack-tables';

const USDA_ROWS = usdaCsv([
  {
    scientific_name: 'Abies balsamea (L.) Mill.',
    common_name: 'balsam fir',
    growth_habit: 'Tree',
    shade_tolerance: 'Tolerant',
    moisture_use: 'Medium',
    temperature_minimum_f: '-43',
    growth_rate: 'Slow',
    leaf_retention: 'TRUE',
    height_mature_feet: '60',
    bloom_period: 'Mid Summer',
    flower_color: 'Yellow',
    flower_conspicuous: 'TRUE',
  },
  { scientific_name: 'Prunus serotina Ehrh.', common_name: 'black cherry', growth_habit: 'Tree' },
  {
    scientific_name: 'Prunus serotina Ehrh. var. rufula (Wooton & Standl.) McVaugh',
    common_name: 'black cherry',
    growth_habit: 'Tree',
  },
  { scientific_name: 'Carex L.' },
  {
    scientific_name: 'Ostrya virginiana (Mill.) K. Koch',
    common_name: 'hophornbeam, eastern',
    toxicity: 'Slight',
  },
]);

describe.each(testDatabases())('npm run data -- pack on $driver', (testDb) => {
  let database: DatabaseHandle;
  const full = publicTablesFolder('pack-full', USDA_ROWS);
  const packed = fixtureFolder('pack-out');

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
    full.remove();
    packed.remove();
  });

  /** Everything the imports wrote, without the ids the database chose. */
  async function imported() {
    const db = database.db;
    const usda = await db
      .select()
      .from(plants)
      .where(eq(plants.source, 'usda-plants'))
      .orderBy(asc(plants.botanicalName));
    const links = await db
      .select({ plant: plants.botanicalName, list: plantAttributes.list, item: plantAttributes.itemId })
      .from(plantAttributes)
      .innerJoin(plants, eq(plants.id, plantAttributes.plantId))
      .where(eq(plants.source, 'usda-plants'))
      .orderBy(asc(plants.botanicalName), asc(plantAttributes.list), asc(plantAttributes.itemId));
    return {
      zips: await db.select().from(zipHardinessZones).orderBy(asc(zipHardinessZones.zip)),
      stations: await db.select().from(weatherStations).orderBy(asc(weatherStations.id)),
      frost: await db.select().from(frostNormals).orderBy(asc(frostNormals.stationId)),
      plants: usda.map(({ id: _id, ...plant }) => plant),
      links,
    };
  }

  async function clear() {
    for (const table of [dataImports, zipHardinessZones, frostNormals, weatherStations])
      await database.db.delete(table);
    await database.db.delete(plants).where(eq(plants.source, 'usda-plants'));
  }

  test('keeps only the columns each import reads, gzipped, and packs the same table to the same bytes', async () => {
    const outcomes = await packTables(full.dir, packed.dir);
    expect(outcomes.map((outcome) => [outcome.file, outcome.status])).toEqual(
      DATASETS.map((dataset) => [dataset.file, 'packed']),
    );
    for (const dataset of DATASETS) {
      const file = path.join(packed.dir, `${dataset.file}.gz`);
      const [header] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
      expect(header).toBe(dataset.columns.join(','));
    }
    const first = readFileSync(path.join(packed.dir, 'phzm_us_zipcode_2023.csv.gz'));
    await packTables(full.dir, packed.dir);
    expect(readFileSync(path.join(packed.dir, 'phzm_us_zipcode_2023.csv.gz'))).toEqual(first);
  });

  test('the compact tables import to the same rows as the full ones', async () => {
    await packTables(full.dir, packed.dir);
    await importDirectory(database.db, full.dir);
    const fromFull = await imported();
    expect(fromFull.zips.length).toBeGreaterThan(0);
    expect(fromFull.plants.map((plant) => plant.botanicalName)).toEqual([
      'Abies balsamea',
      'Ostrya virginiana',
      'Prunus serotina',
    ]);
    await clear();
    await importDirectory(database.db, packed.dir);
    expect(await imported()).toEqual(fromFull);
  });

  test('a table missing from the folder is reported and the others are packed', async () => {
    const some = fixtureFolder('pack-some');
    some.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
    const out = fixtureFolder('pack-some-out');
    const outcomes = await packTables(some.dir, out.dir);
    some.remove();
    out.remove();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['packed', 'missing', 'missing', 'missing']);
  });
});
