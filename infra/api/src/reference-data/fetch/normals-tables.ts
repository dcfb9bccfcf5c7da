import { csvLine } from '../import/csv-record';
import type { InventoryStation, ProductValue } from './noaa-text';

/** Our CSV column -> NOAA's annual product file in the agricultural folder (32°F, 50%/90%). */
export const FROST_PRODUCTS = {
  last_spring_32F_p50: 'ann-tmin-prblst-t32Fp50.txt',
  last_spring_32F_p90: 'ann-tmin-prblst-t32Fp90.txt',
  first_fall_32F_p50: 'ann-tmin-prbfst-t32Fp50.txt',
  first_fall_32F_p90: 'ann-tmin-prbfst-t32Fp90.txt',
  growing_season_days_32F_p50: 'ann-tmin-prbgsl-t32Fp50.txt',
  growing_season_days_32F_p90: 'ann-tmin-prbgsl-t32Fp90.txt',
  gdd_base50_annual: 'ann-grdd-base50.txt',
  gdd_base40_annual: 'ann-grdd-base40.txt',
} as const;

export type FrostColumn = keyof typeof FROST_PRODUCTS;

const STATION_HEADER = ['station_id', 'lat', 'lon', 'elev_m', 'state', 'name', 'gsn', 'hcn_crn', 'wmo_id'];

/** allstations.txt as noaa_normals_1981_2010_stations.csv. */
export function stationsCsv(stations: readonly InventoryStation[]): string {
  const rows = stations.map((s) =>
    csvLine([s.id, s.lat, s.lon, s.elev, s.state, s.name, s.gsn, s.hcnCrn, s.wmo]),
  );
  return [csvLine(STATION_HEADER), ...rows].join('\n') + '\n';
}

/**
 * The product files joined into noaa_normals_1981_2010_frost_gdd.csv: one row per station
 * in any of them, with the station's name and place from the inventory, values and flags
 * as NOAA wrote them (blank where a product lacks the station).
 */
export function frostCsv(
  stations: readonly InventoryStation[],
  products: Readonly<Record<FrostColumn, ReadonlyMap<string, ProductValue>>>,
): string {
  const columns = Object.keys(FROST_PRODUCTS) as FrostColumn[];
  const inventory = new Map(stations.map((station) => [station.id, station]));
  const ids = [...new Set(columns.flatMap((column) => [...products[column].keys()]))].sort();
  const header = ['station_id', 'name', 'state', 'lat', 'lon', 'elev_m'];
  const rows = ids.map((id) => {
    const s = inventory.get(id);
    const values = columns.flatMap((column) => {
      const product = products[column].get(id);
      return [product?.value ?? '', product?.flag ?? ''];
    });
    return csvLine([id, s?.name, s?.state, s?.lat, s?.lon, s?.elev, ...values]);
  });
  return (
    [csvLine([...header, ...columns.flatMap((column) => [column, `${column}_flag`])]), ...rows].join('\n') +
    '\n'
  );
}
