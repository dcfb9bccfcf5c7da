import { greatCircleMiles, type LatLng, type WeatherStation } from '@thrive/shared/contracts';

/** How many stations the list beside the map offers (the keyboard's way to choose). */
export const NEAREST_STATION_COUNT = 10;

export interface StationDistance {
  station: WeatherStation;
  miles: number;
}

/** The stations nearest to a point, nearest first. */
export function nearestStations(
  stations: readonly WeatherStation[],
  point: LatLng,
  count = NEAREST_STATION_COUNT,
): StationDistance[] {
  return stations
    .map((station) => ({
      station,
      miles: greatCircleMiles(point, { latitude: station.Latitude, longitude: station.Longitude }),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count);
}
