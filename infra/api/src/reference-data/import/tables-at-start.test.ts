import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { dataImports, frostNormals, plants, weatherStations, zipHardinessZones } from '../../db/schema';
import { fixtureFolder, publicTablesFolder } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { packTables } from '../pack/pack-tables';
import { importPublicTablesAtStart } from './tables-at-start';
import type { DirectoryEntry } from './import-directory';

const summary = (entries: DirectoryEntry[]) =>
  entries.map((entry) =>
    entry.status === 'imported' ? [entry.file, entry.result.loaded] : [entry.file, entry.status],
  );
const quiet = () => undefined;

describe.each(testDatabases())('the public tables at start on $driver', (testDb) => {
  let database: DatabaseHandle;
  // The full tables, and the compact copies a repo ships (packed from them).
  const full = publicTablesFolder('first-start-full');
  const shipped = fixtureFolder('first-start-shipped');
  const zoneOf = async (zip: string) =>
    (await database.db.select().from(zipHardinessZones).where(eq(zipHardinessZones.zip, zip)))[0]
      ?.temperatureRange;

  beforeAll(async () => {
    await packTables(full.dir, shipped.dir);
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
    shipped.remove();
  });

  test('a fresh start imports the shipped, gzipped tables with no variable set, saying so; a restart imports nothing', async () => {
    const log: string[] = [];
    const first = await importPublicTablesAtStart(
      database.db,
      undefined,
      (line) => log.push(line),
      shipped.dir,
    );
    expect(summary(first)).toEqual([
      ['phzm_us_zipcode_2023.csv.gz', 4],
      ['noaa_normals_1981_2010_stations.csv.gz', 3],
      ['noaa_normals_1981_2010_frost_gdd.csv.gz', 4],
      ['usda_plants_characteristics.csv.gz', 1],
    ]);
    expect(log[0]).toBe(
      'Reference data: importing 4 public tables from the repo (a few seconds; later starts skip them)',
    );
    expect(log).toContainEqual(
      expect.stringMatching(
        /^Reference data: phzm_us_zipcode_2023\.csv\.gz: read 6, loaded 4, rejected 2 \(\d+\.\d s\)$/,
      ),
    );
    expect(log.at(-1)).toMatch(/^Reference data: public tables imported in \d+\.\d s$/);
    const recorded = await database.db.select().from(dataImports);
    expect(recorded.map((row) => row.origin)).toEqual(['shipped', 'shipped', 'shipped', 'shipped']);
    expect(recorded.every((row) => /^[\w-]+\.[\w-]+$/.test(row.version ?? ''))).toBe(true);

    const again: string[] = [];
    expect(
      await importPublicTablesAtStart(database.db, undefined, (line) => again.push(line), shipped.dir),
    ).toEqual([]);
    expect(again).toEqual([]);
  });

  test('a shipped table that changed is imported again at the next start, and only that one', async () => {
    const refreshed = fixtureFolder('first-start-refreshed');
    await packTables(full.dir, refreshed.dir);
    await importPublicTablesAtStart(database.db, undefined, quiet, refreshed.dir);
    const zips = fixtureFolder('first-start-new-zips');
    zips.write('phzm_us_zipcode_2023.csv', ['zipcode,zone,trange,zonetitle', '10001,8a,10 to 15,8a']);
    await packTables(zips.dir, refreshed.dir); // only the ZIP table is there to pack
    const next = await importPublicTablesAtStart(database.db, undefined, quiet, refreshed.dir);
    refreshed.remove();
    zips.remove();
    expect(summary(next)).toEqual([['phzm_us_zipcode_2023.csv.gz', 1]]);
    expect(await zoneOf('10001')).toBe('10 to 15');
  });

  test("REFERENCE_DATA_DIR's tables are imported instead of the shipped ones, and a start without it keeps them", async () => {
    const newer = fixtureFolder('first-start-newer');
    newer.write('phzm_us_zipcode_2023.csv', ['zipcode,zone,trange', '10001,8a,10 to 15']);
    const withFolder = await importPublicTablesAtStart(database.db, newer.dir, quiet, shipped.dir);
    expect(summary(withFolder)[0]).toEqual(['phzm_us_zipcode_2023.csv', 1]);
    // The tables the folder lacks come from the repo.
    expect(
      summary(withFolder)
        .slice(1)
        .map(([file]) => file),
    ).toEqual([
      'noaa_normals_1981_2010_stations.csv.gz',
      'noaa_normals_1981_2010_frost_gdd.csv.gz',
      'usda_plants_characteristics.csv.gz',
    ]);
    expect(await importPublicTablesAtStart(database.db, undefined, quiet, shipped.dir)).toEqual([]);
    expect(await zoneOf('10001')).toBe('10 to 15');
    newer.remove();
  });

  test('an import made by other rules is made again, even over a table imported from a folder', async () => {
    await importPublicTablesAtStart(database.db, full.dir, quiet, shipped.dir);
    await database.db
      .update(dataImports)
      .set({ version: sql`'older-rules.' || split_part(${dataImports.version}, '.', 2)` });
    const next = await importPublicTablesAtStart(database.db, undefined, quiet, shipped.dir);
    expect(summary(next).map(([file]) => file)).toEqual([
      'phzm_us_zipcode_2023.csv.gz',
      'noaa_normals_1981_2010_stations.csv.gz',
      'noaa_normals_1981_2010_frost_gdd.csv.gz',
      'usda_plants_characteristics.csv.gz',
    ]);
  });

  test('a REFERENCE_DATA_DIR that does not exist is logged, and the shipped tables are imported', async () => {
    const log: string[] = [];
    const entries = await importPublicTablesAtStart(
      database.db,
      '/nonexistent/thrive-data',
      (line) => log.push(line),
      shipped.dir,
    );
    expect(log[0]).toBe(
      'Reference data: /nonexistent/thrive-data (REFERENCE_DATA_DIR) does not exist; the tables shipped in the repo are used',
    );
    expect(entries).toHaveLength(4);
  });
});
