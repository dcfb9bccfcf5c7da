import type { Database } from '../db/database';
import { frostNormals, weatherStations, zipHardinessZones } from '../db/schema';

/** Stations around New York, as the NOAA tables have them (real ids and coordinates). */
export const CENTRAL_PARK = 'USW00094728';
export const LAGUARDIA = 'USW00014732';
/** A station with degree days only, nearer to ZIP 10001 than Central Park. */
export const MIDTOWN_GDD_ONLY = 'USC00000001';

/** A few rows of the imported tables, enough to answer for ZIP 10001 (New York, zone 7b). */
export async function insertGeoFixture(db: Database): Promise<void> {
  await db.insert(zipHardinessZones).values([
    { zip: '10001', hardinessZoneId: 14, temperatureRange: '5 to 10' },
    { zip: '97201', hardinessZoneId: 16, temperatureRange: '15 to 20' },
  ]);
  await db.insert(weatherStations).values([
    {
      id: CENTRAL_PARK,
      name: 'NY CITY CNTRL PARK',
      state: 'NY',
      latitude: 40.7789,
      longitude: -73.9692,
      elevationM: 39.6,
      source: 'noaa-normals-1981-2010',
    },
    {
      id: LAGUARDIA,
      name: 'LAGUARDIA AP',
      state: 'NY',
      latitude: 40.7794,
      longitude: -73.8803,
      elevationM: 3.4,
      source: 'noaa-normals-1981-2010',
    },
    {
      id: MIDTOWN_GDD_ONLY,
      name: 'MIDTOWN TEST',
      state: 'NY',
      latitude: 40.7506,
      longitude: -73.9971,
      elevationM: 10,
      source: 'noaa-normals-1981-2010',
    },
  ]);
  const frost = {
    frostStatus: 'dates',
    lastSpringP50: '04/01',
    lastSpringP90: '04/16',
    firstFallP50: '11/11',
    firstFallP90: '10/28',
    growingSeasonDaysP50: 223,
    growingSeasonDaysP90: 202,
    gddBase50: 3786,
    gddBase40: 5935,
  };
  await db.insert(frostNormals).values([
    { stationId: CENTRAL_PARK, ...frost },
    { stationId: LAGUARDIA, ...frost, lastSpringP50: '03/28' },
    {
      stationId: MIDTOWN_GDD_ONLY,
      frostStatus: 'none',
      lastSpringP50: null,
      lastSpringP90: null,
      firstFallP50: null,
      firstFallP90: null,
      growingSeasonDaysP50: null,
      growingSeasonDaysP90: null,
      gddBase50: 3700,
      gddBase40: 5900,
    },
  ]);
}
