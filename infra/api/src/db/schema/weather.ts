import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { yards } from './gardens';

/**
 * NOAA weather stations (imported). Nearest-station lookups filter on the lat/lon index
 * with a bounding box, then order by great-circle distance.
 */
export const weatherStations = pgTable(
  'weather_stations',
  {
    /** NOAA's id, e.g. GHCN `USW00094728` (Central Park). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    elevationM: doublePrecision('elevation_m'),
    /** The table it came from: 'noaa-normals-1981-2010', ... */
    source: text('source').notNull(),
  },
  (table) => [index('weather_stations_location_idx').on(table.latitude, table.longitude)],
);

/**
 * 1981-2010 NOAA climate normals of a station: 32°F frost dates as day of year (null when
 * undefined or not computed; `frostStatus` says which), growing season and degree days.
 */
export const frostNormals = pgTable('frost_normals', {
  stationId: text('station_id')
    .primaryKey()
    .references(() => weatherStations.id, { onDelete: 'cascade' }),
  /** 'dates' (real dates), 'no-freeze' (NOAA -6666) or 'not-computed' (NOAA -4444), 'none'. */
  frostStatus: text('frost_status').notNull(),
  lastSpringP50: text('last_spring_p50'),
  lastSpringP90: text('last_spring_p90'),
  firstFallP50: text('first_fall_p50'),
  firstFallP90: text('first_fall_p90'),
  growingSeasonDaysP50: smallint('growing_season_days_p50'),
  growingSeasonDaysP90: smallint('growing_season_days_p90'),
  gddBase50: integer('gdd_base50'),
  gddBase40: integer('gdd_base40'),
});

/** USDA 2023 Plant Hardiness Zone of a ZIP code (PRISM / USDA-ARS). */
export const zipHardinessZones = pgTable('zip_hardiness_zones', {
  zip: text('zip').primaryKey(),
  hardinessZoneId: integer('hardiness_zone_id').notNull(),
  /** The ZIP's minimum winter temperature range in °F, as PRISM writes it ("5 to 10"). */
  temperatureRange: text('temperature_range').notNull(),
});

/** One row per import of a public table: what was loaded, when, and what was rejected. */
export const dataImports = pgTable('data_imports', {
  dataset: text('dataset').primaryKey(),
  fileName: text('file_name').notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsLoaded: integer('rows_loaded').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  /**
   * What was imported: the import rules' version and the file's digest
   * (reference-data/import/import-version.ts); null for imports made before it was kept.
   */
  version: text('version'),
  /** 'shipped' (the tables in the repo, at start) or 'folder' (REFERENCE_DATA_DIR, npm run data -- import). */
  origin: text('origin').notNull().default('folder'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last weather report of a yard's place (features/weather-forecast/): the rain of the
 * last week and the forecast, as the weather provider gave it, for the care calendar and the
 * yard page. Kept per yard with the place it was asked for, so a yard that moves is asked
 * again. `report` null: the provider has no weather there (outside the US for the NWS).
 */
export const yardWeather = pgTable('yard_weather', {
  yardId: integer('yard_id')
    .primaryKey()
    .references(() => yards.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  report: jsonb('report').$type<unknown>(),
});

/**
 * The last time a yard's weather could not be asked for (the service unreachable or failing),
 * until it is asked with success again: the yard page says so.
 */
export const yardWeatherFailures = pgTable('yard_weather_failures', {
  yardId: integer('yard_id')
    .primaryKey()
    .references(() => yards.id, { onDelete: 'cascade' }),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
