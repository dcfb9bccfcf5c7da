import type { WeatherStation } from '@thrive/shared/contracts';

/** How many stations the list beside the map offers (the keyboard's way to choose). */
export const NEAREST_STATION_COUNT = 10;
const EARTH_RADIUS_MILES = 3958.8;

interface Point {
  latitude: number;
  longitude: number;
}

export interface StationDistance {
  station: WeatherStation;
  miles: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), as the API measures a yard's station. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The stations nearest to a point, nearest first. */
export function nearestStations(
  stations: readonly WeatherStation[],
  point: Point,
  count = NEAREST_STATION_COUNT,
): StationDistance[] {
  return stations
    .map((station) => ({
      station,
      miles: milesBetween(point, { latitude: station.Latitude, longitude: station.Longitude }),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count);
}
