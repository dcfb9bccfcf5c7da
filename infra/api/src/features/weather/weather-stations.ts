import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { NearestStation, WeatherStation } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { frostNormals, weatherStations } from '../../db/schema';
import { boundingBox, greatCircleMiles, type LatLng } from '../common/geo-distance';

const columns = {
  StationID: weatherStations.id,
  Name: weatherStations.name,
  State: weatherStations.state,
  Latitude: weatherStations.latitude,
  Longitude: weatherStations.longitude,
};

/** Frost statuses that tell a gardener something: real dates, or "no freeze expected". */
export const WITH_FROST_ANSWER = ['dates', 'no-freeze'];

export interface StationBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * GET WeatherStation/: every station, or those inside the map's view; `frostOnly` keeps the
 * stations whose normals can date a yard's care calendar.
 */
export async function listStations(
  db: Database,
  box?: StationBox,
  { frostOnly = false } = {},
): Promise<WeatherStation[]> {
  const inBox = box
    ? and(
        between(weatherStations.latitude, box.minLat, box.maxLat),
        between(weatherStations.longitude, box.minLng, box.maxLng),
      )
    : undefined;
  if (!frostOnly)
    return db.select(columns).from(weatherStations).where(inBox).orderBy(asc(weatherStations.id));
  return db
    .select(columns)
    .from(weatherStations)
    .innerJoin(frostNormals, eq(frostNormals.stationId, weatherStations.id))
    .where(and(inBox, inArray(frostNormals.frostStatus, WITH_FROST_ANSWER)))
    .orderBy(asc(weatherStations.id));
}

/** First search radius; it doubles until a station is found or the limit is passed. */
const FIRST_RADIUS_MILES = 25;
const MAX_RADIUS_MILES = 1600;

/**
 * The station nearest to a point by great-circle distance. The lat/lon index narrows the
 * candidates to a box; exact distances decide. `withFrostDates` keeps only stations whose
 * normals answer "when is the last frost?", which is what a yard needs.
 */
export async function nearestStation(
  db: Database,
  point: LatLng,
  { withFrostDates = false } = {},
): Promise<NearestStation | null> {
  for (let miles = FIRST_RADIUS_MILES; miles <= MAX_RADIUS_MILES; miles *= 2) {
    const box = boundingBox(point, miles);
    const inBox = and(
      between(weatherStations.latitude, box.minLat, box.maxLat),
      between(weatherStations.longitude, box.minLng, box.maxLng),
    );
    const candidates = withFrostDates
      ? await db
          .select(columns)
          .from(weatherStations)
          .innerJoin(frostNormals, eq(frostNormals.stationId, weatherStations.id))
          .where(and(inBox, inArray(frostNormals.frostStatus, WITH_FROST_ANSWER)))
      : await db.select(columns).from(weatherStations).where(inBox);
    const nearest = candidates
      .map((station) => ({
        ...station,
        DistanceMiles: greatCircleMiles(point, { latitude: station.Latitude, longitude: station.Longitude }),
      }))
      .filter((station) => station.DistanceMiles <= miles)
      .sort((a, b) => a.DistanceMiles - b.DistanceMiles)[0];
    if (nearest) return { ...nearest, DistanceMiles: Math.round(nearest.DistanceMiles * 10) / 10 };
  }
  return null;
}
