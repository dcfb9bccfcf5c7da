import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USDA_COLUMNS_READ } from '../reference-data/import/usda-plant-mapping';

/**
 * Small public-table fixtures written by the tests themselves (the real tables stay out of
 * the repo): a few good rows and the bad ones each importer must reject.
 */
export const ZIP_CSV = [
  'zipcode,zone,trange,zonetitle',
  '00501,7b,5 to 10,7b: 5 to 10',
  '10001,7b,5 to 10,"7b: 5 to 10, Manhattan"', // a quoted field with a comma
  '99501,5A,-20 to -15,5a: -20 to -15', // zone label in capitals
  '1234,6a,-10 to -5,6a: -10 to -5', // bad ZIP
  '20001,14c,70 to 75,14c: 70 to 75', // unknown zone
  '30301,8b,,8b', // no range: taken from the zone list
];

export const STATIONS_CSV = [
  'station_id,lat,lon,elev_m,state,name,gsn,hcn_crn,wmo_id',
  'USW00094728,40.7789,-73.9692,39.6,NY,NEW YORK CNTRL PK TWR,,HCN,72506',
  'USC00010160,32.8347,-88.1342,56.4,AL,"ALICEVILLE, LOCK & DAM",,,', // quoted name with a comma
  'CAW00064757,44.2325,-79.7811,246.0,ON,EGBERT 1 W,,,', // not a US state
  'USC00999999,97.5,-100.0,100.0,TX,NOWHERE,,,', // bad latitude
  'USC00020678,35.2300,-111.8214,-999.9,AZ,BELLEMONT WFO,,,',
];

const FROST_HEADER =
  'station_id,name,state,lat,lon,elev_m,last_spring_32F_p50,last_spring_32F_p50_flag,last_spring_32F_p90,' +
  'last_spring_32F_p90_flag,first_fall_32F_p50,first_fall_32F_p50_flag,first_fall_32F_p90,first_fall_32F_p90_flag,' +
  'growing_season_days_32F_p50,growing_season_days_32F_p50_flag,growing_season_days_32F_p90,' +
  'growing_season_days_32F_p90_flag,gdd_base50_annual,gdd_base50_annual_flag,gdd_base40_annual,gdd_base40_annual_flag';

export const FROST_CSV = [
  FROST_HEADER,
  'USW00094728,NEW YORK CNTRL PK TWR,NY,40.7789,-73.9692,39.6,04/01,C,04/18,C,11/14,C,10/28,C,227,C,201,C,3950,C,6200,C',
  'USC00020678,BELLEMONT WFO,AZ,35.2300,-111.8214,2179.9,-4444,R,-4444,R,-4444,R,-4444,R,74,R,49,R,1085,R,2728,R',
  'AQW00061705,PAGO PAGO WSO AP,AS,-14.3306,-170.7136,3.7,-6666,,-6666,,-6666,,-6666,,365,C,365,C,11565,C,15214,C',
  'USC00040001,"GDD ONLY, CA",CA,36.0,-119.0,100.0,,,,,,,,,,,,,2500,S,4500,S', // GDD only; not in stations file
  'CAW00064757,EGBERT 1 W,ON,44.2325,-79.7811,246.0,,,,,,,,,,,,,2019,Q,3874,Q', // not a US state
  'USC00050001,BAD DATE,CO,39.0,-105.0,1600.0,13/45,R,05/20,R,09/20,R,09/10,R,120,R,100,R,2000,R,3500,R',
];

/** The columns we read, and one we do not (as the full table has many). */
const USDA_COLUMNS = ['symbol', ...USDA_COLUMNS_READ] as const;

export type UsdaFields = Partial<Record<(typeof USDA_COLUMNS)[number], string>>;

/** A USDA characteristics row: a plain perennial forb unless told otherwise. */
export function usdaRow(fields: UsdaFields): Record<string, string> {
  return {
    symbol: 'TEST',
    scientific_name: 'Testia plantae L.',
    common_name: 'test plant',
    duration: 'Perennial',
    growth_habit: 'Forb/herb',
    ...fields,
  };
}

export function usdaCsv(rows: UsdaFields[]): string[] {
  const quote = (value: string) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    USDA_COLUMNS.join(','),
    ...rows.map((fields) => {
      const row = usdaRow(fields);
      return USDA_COLUMNS.map((column) => quote(row[column] ?? '')).join(',');
    }),
  ];
}

/** A temp folder for fixtures; `remove()` in afterAll. */
export function fixtureFolder(prefix: string): {
  dir: string;
  write(file: string, lines: string[]): string;
  remove(): void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), `thrive-${prefix}-`));
  return {
    dir,
    write(file, lines) {
      const full = path.join(dir, file);
      writeFileSync(full, lines.join('\n') + '\n');
      return full;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A folder holding the four public tables, as `fetch` writes them (`usdaRows`: the plants). */
export function publicTablesFolder(prefix: string, usdaRows: string[] = usdaCsv([{}])) {
  const folder = fixtureFolder(prefix);
  folder.write('phzm_us_zipcode_2023.csv', ZIP_CSV);
  folder.write('noaa_normals_1981_2010_stations.csv', STATIONS_CSV);
  folder.write('noaa_normals_1981_2010_frost_gdd.csv', FROST_CSV);
  folder.write('usda_plants_characteristics.csv', usdaRows);
  return folder;
}
