/**
 * Where `npm run data -- fetch` downloads the public tables (DESIGN §6). Each URL can be
 * overridden from the environment: tests point them at a fake server on 127.0.0.1, and an
 * operator can follow an agency that moves a file.
 */
export interface DataSources {
  /** PRISM / USDA-ARS 2023 Plant Hardiness Zone Map by ZIP: the CSV we import as is. */
  phzmZipCsv: string;
  /** NOAA 1981-2010 normals station inventory, fixed width. */
  noaaStationInventory: string;
  /** Folder of the 1981-2010 supplemental agricultural normals (frost dates, degree days). */
  noaaAgriculturalFolder: string;
}

const OFFICIAL_SOURCES: DataSources = {
  phzmZipCsv: 'https://prism.oregonstate.edu/phzm/data/2023/phzm_us_zipcode_2023.csv',
  noaaStationInventory:
    'https://www.ncei.noaa.gov/pub/data/normals/1981-2010/station-inventories/allstations.txt',
  noaaAgriculturalFolder:
    'https://www.ncei.noaa.gov/pub/data/normals/1981-2010/supplemental/products/agricultural/',
};

/** Pages to send a person to when a table cannot be downloaded here. */
export const SOURCE_PAGES = {
  phzm: 'https://prism.oregonstate.edu/phzm/',
  noaaNormals:
    'https://www.ncei.noaa.gov/pub/data/normals/1981-2010/ (readme.txt, supplemental/readme-supp.txt)',
  usdaPlants: 'https://plants.usda.gov/ (each plant\'s "Characteristics"; no bulk download)',
} as const;

export function dataSources(env: NodeJS.ProcessEnv = process.env): DataSources {
  return {
    phzmZipCsv: env.DATA_SOURCE_PHZM_URL || OFFICIAL_SOURCES.phzmZipCsv,
    noaaStationInventory: env.DATA_SOURCE_NOAA_STATIONS_URL || OFFICIAL_SOURCES.noaaStationInventory,
    noaaAgriculturalFolder: env.DATA_SOURCE_NOAA_AGRICULTURAL_URL || OFFICIAL_SOURCES.noaaAgriculturalFolder,
  };
}
