import type { Database } from '../../db/database';
import { frostNormals, weatherStations } from '../../db/schema';
import { setFromExcluded } from './excluded';
import type { ImportOptions, ImportResult } from './import-result';
import { checkStation, isMonthDay, normalNumber, NO_FREEZE, NOT_COMPUTED } from './noaa-values';
import { runImport, type Checked, type RowImporter } from './run-import';

export const FROST_DATASET = 'noaa-normals-1981-2010-frost-gdd';
export const FROST_FILE = 'noaa_normals_1981_2010_frost_gdd.csv';

type Station = typeof weatherStations.$inferInsert;
type FrostNormal = typeof frostNormals.$inferInsert;
interface FrostRow {
  station: Station;
  normal: FrostNormal;
}

const DATE_COLUMNS = {
  lastSpringP50: 'last_spring_32F_p50',
  lastSpringP90: 'last_spring_32F_p90',
  firstFallP50: 'first_fall_32F_p50',
  firstFallP90: 'first_fall_32F_p90',
} as const;
const NUMBER_COLUMNS = {
  growingSeasonDaysP50: 'growing_season_days_32F_p50',
  growingSeasonDaysP90: 'growing_season_days_32F_p90',
  gddBase50: 'gdd_base50_annual',
  gddBase40: 'gdd_base40_annual',
} as const;

/** Every column the import reads: what `pack` keeps (the completeness flags are not read). */
export const FROST_COLUMNS = [
  'station_id',
  'name',
  'state',
  'lat',
  'lon',
  'elev_m',
  ...Object.values(DATE_COLUMNS),
  ...Object.values(NUMBER_COLUMNS),
];

/**
 * frost_status of a station from its four 32°F dates: 'dates' when any is a real date
 * (the others, if special, stay null); else 'no-freeze' for NOAA -6666, 'not-computed'
 * for -4444, and 'none' when all are blank (the station has degree-day normals only).
 */
function frostStatus(dates: readonly string[]): string {
  if (dates.some(isMonthDay)) return 'dates';
  if (dates.includes(NO_FREEZE)) return 'no-freeze';
  if (dates.includes(NOT_COMPUTED)) return 'not-computed';
  return 'none';
}

export function checkFrostRow(values: Record<string, string>): Checked<FrostRow> {
  const station = checkStation({
    id: values.station_id ?? '',
    name: values.name ?? '',
    state: values.state ?? '',
    lat: values.lat ?? '',
    lon: values.lon ?? '',
    elev: values.elev_m ?? '',
  });
  if ('reject' in station) return station;
  const normal: FrostNormal = { stationId: station.station.id, frostStatus: '' };
  for (const [field, column] of Object.entries(DATE_COLUMNS)) {
    const text = values[column] ?? '';
    if (isMonthDay(text)) normal[field as keyof typeof DATE_COLUMNS] = text;
    else if (normalNumber(text) !== null) return { reject: `bad date "${text}" in ${column}` };
  }
  for (const [field, column] of Object.entries(NUMBER_COLUMNS)) {
    const value = normalNumber(values[column] ?? '');
    if (value === undefined) return { reject: `bad number "${values[column] ?? ''}" in ${column}` };
    normal[field as keyof typeof NUMBER_COLUMNS] = value;
  }
  normal.frostStatus = frostStatus(Object.values(DATE_COLUMNS).map((column) => values[column] ?? ''));
  return { key: station.station.id, row: { station: station.station, normal } };
}

/** Counts the stations this run had to create; reset per import. */
function frostImporter(created: { count: number }): RowImporter<FrostRow> {
  return {
    dataset: FROST_DATASET,
    columns: ['station_id', 'name', 'state', 'lat', 'lon', ...Object.values(DATE_COLUMNS)],
    check: checkFrostRow,
    async write(tx, rows) {
      // The stations file is the better source of a station's name and place: only fill gaps.
      const inserted = await tx
        .insert(weatherStations)
        .values(rows.map((row) => row.station))
        .onConflictDoNothing({ target: weatherStations.id })
        .returning({ id: weatherStations.id });
      created.count += inserted.length;
      await tx
        .insert(frostNormals)
        .values(rows.map((row) => row.normal))
        .onConflictDoUpdate({
          target: frostNormals.stationId,
          set: setFromExcluded(frostNormals, ['stationId']),
        });
      return rows.length;
    },
  };
}

export async function importFrostNormals(
  db: Database,
  file: string,
  options?: ImportOptions,
): Promise<ImportResult> {
  const created = { count: 0 };
  const { skipped: _skipped, ...result } = await runImport(db, file, frostImporter(created), options);
  return { ...result, stationsCreated: created.count };
}
