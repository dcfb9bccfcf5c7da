import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { dataImports, zipHardinessZones } from '../../db/schema';
import { fixtureFolder, ZIP_CSV } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { importZipZones, ZIP_ZONES_DATASET } from './zip-zones';

describe.each(testDatabases())('USDA 2023 zone by ZIP import on $driver', (testDb) => {
  let database: DatabaseHandle;
  const folder = fixtureFolder('zip-zones');
  const file = folder.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(database);
    folder.remove();
  });

  const expected = {
    dataset: ZIP_ZONES_DATASET,
    file: 'phzm_us_zipcode_2023.csv',
    read: 6,
    loaded: 4,
    rejected: 2,
    rejects: [
      { line: 5, reason: 'bad ZIP "1234" (5 digits expected)' },
      { line: 6, reason: 'unknown zone "14c"' },
    ],
  };

  test('loads good rows, keeping leading zeros and mapping the zone label to its id; rejects bad ZIPs and zones', async () => {
    expect(await importZipZones(database.db, file)).toEqual(expected);
    const rows = await database.db.select().from(zipHardinessZones).orderBy(asc(zipHardinessZones.zip));
    expect(rows).toEqual([
      { zip: '00501', hardinessZoneId: 14, temperatureRange: '5 to 10' },
      { zip: '10001', hardinessZoneId: 14, temperatureRange: '5 to 10' },
      { zip: '30301', hardinessZoneId: 16, temperatureRange: '15 to 20' },
      { zip: '99501', hardinessZoneId: 9, temperatureRange: '-20 to -15' },
    ]);
  });

  test('is idempotent: a second import gives the same rows and counts, and records one data_imports row', async () => {
    expect(await importZipZones(database.db, file)).toEqual(expected);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(zipHardinessZones);
    expect(count?.n).toBe(4);
    const recorded = await database.db
      .select()
      .from(dataImports)
      .where(eq(dataImports.dataset, ZIP_ZONES_DATASET));
    expect(recorded).toEqual([
      expect.objectContaining({
        fileName: 'phzm_us_zipcode_2023.csv',
        rowsRead: 6,
        rowsLoaded: 4,
        rowsRejected: 2,
        importedAt: expect.any(Date),
      }),
    ]);
  });

  test('a ZIP whose zone changed in a newer file is updated, not duplicated', async () => {
    const newer = folder.write('newer.csv', ['zipcode,zone,trange,zonetitle', '00501,8a,10 to 15,8a']);
    await importZipZones(database.db, newer);
    const [row] = await database.db
      .select()
      .from(zipHardinessZones)
      .where(eq(zipHardinessZones.zip, '00501'));
    expect(row).toEqual({ zip: '00501', hardinessZoneId: 15, temperatureRange: '10 to 15' });
  });

  test('a ZIP listed twice in one file is loaded once; the repeat is rejected naming the first line', async () => {
    const twice = folder.write('twice.csv', ['zipcode,zone,trange', '02134,6b,-5 to 0', '02134,7a,0 to 5']);
    expect(await importZipZones(database.db, twice)).toMatchObject({
      loaded: 1,
      rejects: [{ line: 3, reason: 'repeats 02134 of line 2' }],
    });
  });
});
