import type { Database } from '../../db/database';
import { FROST_COLUMNS, FROST_DATASET, FROST_FILE, importFrostNormals } from './frost-normals';
import type { ImportOptions, ImportResult } from './import-result';
import { importNormalsStations, STATIONS_COLUMNS, STATIONS_DATASET, STATIONS_FILE } from './normals-stations';
import { USDA_COLUMNS_READ } from './usda-plant-mapping';
import { importUsdaPlants, USDA_PLANTS_DATASET, USDA_PLANTS_FILE } from './usda-plants';
import { USDA_RULES_DIR } from './usda-rule-files';
import { importZipZones, ZIP_ZONES_COLUMNS, ZIP_ZONES_DATASET, ZIP_ZONES_FILE } from './zip-zones';

export interface Dataset {
  dataset: string;
  /** The table's file name; the repo ships it gzipped, as `<file>.gz`. */
  file: string;
  /** Every column the import reads: what `npm run data -- pack` keeps. */
  columns: readonly string[];
  /**
   * Our files under reference-data/ (files or folders) the imported rows depend on besides
   * the import code: a change to them imports the table again (import-version.ts).
   */
  dependsOn: readonly string[];
  load(db: Database, file: string, options?: ImportOptions): Promise<ImportResult>;
}

/** The public tables we import, in dependency order: stations before their frost normals. */
export const DATASETS: readonly Dataset[] = [
  {
    dataset: ZIP_ZONES_DATASET,
    file: ZIP_ZONES_FILE,
    columns: ZIP_ZONES_COLUMNS,
    dependsOn: ['lists/hardiness-zones.json'],
    load: importZipZones,
  },
  {
    dataset: STATIONS_DATASET,
    file: STATIONS_FILE,
    columns: STATIONS_COLUMNS,
    dependsOn: [],
    load: importNormalsStations,
  },
  {
    dataset: FROST_DATASET,
    file: FROST_FILE,
    columns: FROST_COLUMNS,
    dependsOn: [],
    load: importFrostNormals,
  },
  {
    dataset: USDA_PLANTS_DATASET,
    file: USDA_PLANTS_FILE,
    columns: USDA_COLUMNS_READ,
    // The lists name the plants' fields; the curated catalogue decides which rows are left to it.
    dependsOn: ['lists', 'catalogue', USDA_RULES_DIR],
    load: importUsdaPlants,
  },
];

/**
 * Tables of the public data folder we deliberately leave out. The station map and
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
