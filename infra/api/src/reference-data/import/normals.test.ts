import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { frostNormals, weatherStations } from '../../db/schema';
import { fixtureFolder, FROST_CSV, STATIONS_CSV } from '../../testing/reference-data-fixtures';
import { testDatabases } from '../../testing/test-databases';
import { FROST_DATASET, importFrostNormals } from './frost-normals';
import { importNormalsStations, STATIONS_DATASET } from './normals-stations';

describe.each(testDatabases())('NOAA 1981-2010 normals import on $driver', (testDb) => {
  let database: DatabaseHandle;
  const folder = fixtureFolder('normals');
  const stationsFile = folder.write('noaa_normals_1981_2010_stations.csv', STATIONS_CSV);
  const frostFile = folder.write('noaa_normals_1981_2010_frost_gdd.csv', FROST_CSV);
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(database);
    folder.remove();
  });
  const stations = () => database.db.select().from(weatherStations).orderBy(asc(weatherStations.id));
  const normals = () => database.db.select().from(frostNormals).orderBy(asc(frostNormals.stationId));

  const stationsResult = {
    dataset: STATIONS_DATASET,
    file: 'noaa_normals_1981_2010_stations.csv',
    read: 5,
    loaded: 3,
    rejected: 2,
    rejects: [
      { line: 4, reason: 'not a US state or territory: "ON"' },
      { line: 5, reason: 'bad latitude "97.5"' },
    ],
  };

  test('stations: US stations with valid places load (a quoted name with a comma too); missing elevation is null', async () => {
    expect(await importNormalsStations(database.db, stationsFile)).toEqual(stationsResult);
    expect(await stations()).toEqual([
      expect.objectContaining({ id: 'USC00010160', name: 'ALICEVILLE, LOCK & DAM', state: 'AL' }),
      expect.objectContaining({ id: 'USC00020678', elevationM: null, source: 'noaa-normals-1981-2010' }),
      {
        id: 'USW00094728',
        name: 'NEW YORK CNTRL PK TWR',
        state: 'NY',
        latitude: 40.7789,
        longitude: -73.9692,
        elevationM: 39.6,
        source: 'noaa-normals-1981-2010',
      },
    ]);
  });

  test('frost: MM/DD dates kept as text; -6666 no-freeze, -4444 not-computed, blank none; a missing station is created', async () => {
    expect(await importFrostNormals(database.db, frostFile)).toEqual({
      dataset: FROST_DATASET,
      file: 'noaa_normals_1981_2010_frost_gdd.csv',
      read: 6,
      loaded: 4,
      rejected: 2,
      rejects: [
        { line: 6, reason: 'not a US state or territory: "ON"' },
        { line: 7, reason: 'bad date "13/45" in last_spring_32F_p50' },
      ],
      stationsCreated: 2,
    });
    const rows = new Map((await normals()).map((row) => [row.stationId, row]));
    expect(rows.get('USW00094728')).toEqual({
      stationId: 'USW00094728',
      frostStatus: 'dates',
      lastSpringP50: '04/01',
      lastSpringP90: '04/18',
      firstFallP50: '11/14',
      firstFallP90: '10/28',
      growingSeasonDaysP50: 227,
      growingSeasonDaysP90: 201,
      gddBase50: 3950,
      gddBase40: 6200,
    });
    expect(rows.get('USC00020678')).toMatchObject({
      frostStatus: 'not-computed',
      lastSpringP50: null,
      gddBase50: 1085,
    });
    expect(rows.get('AQW00061705')).toMatchObject({
      frostStatus: 'no-freeze',
      firstFallP90: null,
      growingSeasonDaysP50: 365,
    });
    expect(rows.get('USC00040001')).toMatchObject({
      frostStatus: 'none',
      growingSeasonDaysP50: null,
      gddBase40: 4500,
    });
    const [created] = await database.db
      .select()
      .from(weatherStations)
      .where(eq(weatherStations.id, 'USC00040001'));
    expect(created).toMatchObject({ name: 'GDD ONLY, CA', state: 'CA', latitude: 36, longitude: -119 });
  });

  test('frost does not overwrite a station of the stations file (its name and elevation stay)', async () => {
    const [bellemont] = await database.db
      .select()
      .from(weatherStations)
      .where(eq(weatherStations.id, 'USC00020678'));
    expect(bellemont?.elevationM).toBeNull(); // the frost file says 2179.9; the stations file had -999.9
  });

  test('is idempotent: importing both files again gives the same rows and the same counts', async () => {
    const before = { stations: await stations(), normals: await normals() };
    expect(await importNormalsStations(database.db, stationsFile)).toEqual(stationsResult);
    expect(await importFrostNormals(database.db, frostFile)).toMatchObject({
      read: 6,
      loaded: 4,
      rejected: 2,
      stationsCreated: 0,
    });
    expect({ stations: await stations(), normals: await normals() }).toEqual(before);
  });
});
