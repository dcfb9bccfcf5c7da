import type { WeatherStation } from '@thrive/shared/contracts';

/**
 * `count` stations spread over the 48 states, the same every run: the map's tests need
 * lists as long as NOAA's (thousands). Not exported from the entry.
 */
export function generatedStations(count: number): WeatherStation[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, i) => ({
    StationID: `USC${String(i).padStart(8, '0')}`,
    Name: `STATION ${i}`,
    State: 'KS',
    Latitude: 25 + random() * 24,
    Longitude: -124 + random() * 57,
  }));
}
