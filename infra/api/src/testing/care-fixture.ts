import type { Database } from '../db/database';
import { importDirectory } from '../reference-data/import/import-directory';
import { fixtureFolder } from './reference-data-fixtures';
import { NORMALS_FROST_CSV, NORMALS_STATIONS_CSV, ZIP_ZONES_CSV } from './normals-rows';

export const RALEIGH_STATE_UNIV = 'USC00317079';
export const RALEIGH_DURHAM_AIRPORT = 'USW00013722';
export const MINNEAPOLIS_AIRPORT = 'USW00014922';

/** Imports the rows through the real importers, as `npm run data -- import` would. */
export async function importCareFixture(db: Database): Promise<void> {
  const folder = fixtureFolder('care');
  try {
    folder.write('noaa_normals_1981_2010_stations.csv', NORMALS_STATIONS_CSV);
    folder.write('noaa_normals_1981_2010_frost_gdd.csv', NORMALS_FROST_CSV);
    folder.write('phzm_us_zipcode_2023.csv', ZIP_ZONES_CSV);
    await importDirectory(db, folder.dir);
  } finally {
    folder.remove();
  }
}
