import type { Database } from '../../db/database';
import { FROST_DATASET, FROST_FILE, importFrostNormals } from './frost-normals';
import type { ImportOptions, ImportResult } from './import-result';
import { importNormalsStations, STATIONS_DATASET, STATIONS_FILE } from './normals-stations';
import { importUsdaPlants, USDA_PLANTS_DATASET, USDA_PLANTS_FILE } from './usda-plants';
import { importZipZones, ZIP_ZONES_DATASET, ZIP_ZONES_FILE } from './zip-zones';

export interface Dataset {
  dataset: string;
  file: string;
  load(db: Database, file: string, options?: ImportOptions): Promise<ImportResult>;
}

/** The public tables we import, in dependency order: stations before their frost normals. */
export const DATASETS: readonly Dataset[] = [
  { dataset: ZIP_ZONES_DATASET, file: ZIP_ZONES_FILE, load: importZipZones },
  { dataset: STATIONS_DATASET, file: STATIONS_FILE, load: importNormalsStations },
  { dataset: FROST_DATASET, file: FROST_FILE, load: importFrostNormals },
  { dataset: USDA_PLANTS_DATASET, file: USDA_PLANTS_FILE, load: importUsdaPlants },
];

/**
 * Tables of the handbook's data folder we deliberately leave out. The station map and
 * "nearest station" want stations WITH frost normals: the 1981-2010 normals inventory is
 * exactly those. GHCN-Daily (61,867 US ids, most of them CoCoRaHS rain gauges) and ISD
 * (airports, hourly data) would bury them under ~70,000 stations without frost dates,
 * so a nearest-station lookup would mostly answer with a station that has none.
 */
export const UNUSED_FILES: Readonly<Record<string, string>> = {
  'usda_plants_taxa.csv': 'names and synonyms only; the catalogue uses the characteristics table',
  'ghcnd_stations_us_2020.csv': 'stations without frost normals; the normals stations are our station list',
  'isd-history_2025-05.csv': 'stations without frost normals; the normals stations are our station list',
};
