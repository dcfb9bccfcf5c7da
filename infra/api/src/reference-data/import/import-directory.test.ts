import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { dataImports, frostNormals, plants, weatherStations, zipHardinessZones } from '../../db/schema';
import { fixtureFolder, FROST_CSV, publicTablesFolder } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { importDirectory, type DirectoryEntry } from './import-directory';
import type { ImportProgress } from './import-result';

const summary = (entries: DirectoryEntry[]) =>
  entries.map((entry) =>
    entry.status === 'imported' ? [entry.file, entry.result.loaded] : [entry.file, entry.status],
  );

describe.each(testDatabases())('importing a folder of public tables on $driver', (testDb) => {
  let database: DatabaseHandle;
  const full = publicTablesFolder('import-dir');
  full.write('usda_plants_taxa.csv', ['symbol,scientific_name', 'X,Y']);
  beforeAll(async () => {
    database = await testDb.open();
  });
  // One database per file (PGlite takes seconds to start): each test starts from no imports.
  beforeEach(async () => {
    for (const table of [dataImports, zipHardinessZones, frostNormals, weatherStations, plants])
      await database.db.delete(table);
  });
  afterAll(async () => {
    await testDb.dispose(database);
    full.remove();
  });

  test('imports every known file in dependency order and names the tables it does not use', async () => {
    expect(summary(await importDirectory(database.db, full.dir))).toEqual([
      ['phzm_us_zipcode_2023.csv', 4],
      ['noaa_normals_1981_2010_stations.csv', 3],
      ['noaa_normals_1981_2010_frost_gdd.csv', 4],
      ['usda_plants_characteristics.csv', 1],
      ['usda_plants_taxa.csv', 'not used'],
    ]);
  });

  test('skips a missing file with a note, and reports a file it cannot read without stopping the others', async () => {
    const partial = fixtureFolder('import-partial');
    partial.write('phzm_us_zipcode_2023.csv', ['zip,zone', '00501,7b']);
    partial.write('noaa_normals_1981_2010_frost_gdd.csv', FROST_CSV);
    const entries = await importDirectory(database.db, partial.dir);
    partial.remove();
    expect(entries[0]).toEqual({
      file: 'phzm_us_zipcode_2023.csv',
      status: 'failed',
      note: 'phzm_us_zipcode_2023.csv lacks the columns zipcode, trange',
    });
    expect(entries[1]).toMatchObject({ file: 'noaa_normals_1981_2010_stations.csv', status: 'missing' });
    expect(entries[2]).toMatchObject({ status: 'imported', result: { loaded: 4, stationsCreated: 4 } });
    expect(summary(entries).slice(3)).toEqual([['usda_plants_characteristics.csv', 'missing']]);
  });

  test('reports progress every 10,000 rows of a long file', async () => {
    const long = fixtureFolder('import-long');
    const zips = Array.from({ length: 10_001 }, (_, i) => `${String(i).padStart(5, '0')},7b,5 to 10`);
    long.write('phzm_us_zipcode_2023.csv', ['zipcode,zone,trange', ...zips]);
    const progress: ImportProgress[] = [];
    await importDirectory(database.db, long.dir, { onProgress: (p) => progress.push(p) });
    long.remove();
    expect(progress).toEqual([{ dataset: 'phzm-zip-2023', file: 'phzm_us_zipcode_2023.csv', read: 10_000 }]);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(zipHardinessZones);
    expect(count?.n).toBe(10_001);
  });
});
