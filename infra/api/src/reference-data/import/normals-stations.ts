import type { Database } from '../../db/database';
import { weatherStations } from '../../db/schema';
import { setFromExcluded } from './excluded';
import type { ImportOptions, ImportResult } from './import-result';
import { checkStation } from './noaa-values';
import { runImport, type RowImporter } from './run-import';

export const STATIONS_DATASET = 'noaa-normals-1981-2010-stations';
export const STATIONS_FILE = 'noaa_normals_1981_2010_stations.csv';
export const STATIONS_COLUMNS = ['station_id', 'lat', 'lon', 'elev_m', 'state', 'name'];

type Station = typeof weatherStations.$inferInsert;

/**
 * The 1981-2010 normals station inventory is our station list: these are the stations
 * that have frost normals, so "nearest station" finds one with frost dates. The GHCN-Daily
 * and ISD lists are not imported (see import-directory.ts).
 */
const importer: RowImporter<Station> = {
  dataset: STATIONS_DATASET,
  columns: STATIONS_COLUMNS,
  check(values) {
    const checked = checkStation({
      id: values.station_id ?? '',
      name: values.name ?? '',
      state: values.state ?? '',
      lat: values.lat ?? '',
      lon: values.lon ?? '',
      elev: values.elev_m ?? '',
    });
    return 'reject' in checked ? checked : { key: checked.station.id, row: checked.station };
  },
  async write(tx, rows) {
    await tx
      .insert(weatherStations)
      .values(rows)
      .onConflictDoUpdate({ target: weatherStations.id, set: setFromExcluded(weatherStations, ['id']) });
    return rows.length;
  },
};

export async function importNormalsStations(
  db: Database,
  file: string,
  options?: ImportOptions,
): Promise<ImportResult> {
  const { skipped: _skipped, ...result } = await runImport(db, file, importer, options);
  return result;
}
