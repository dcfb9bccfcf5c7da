import type { WeatherStation } from '@thrive/shared/contracts';
import { greatCircleMiles } from '@thrive/shared/contracts';
import { NEAREST_STATION_COUNT, nearestStations } from './nearest-stations';

const station = (StationID: string, Latitude: number, Longitude: number): WeatherStation => ({
  StationID,
  Name: StationID,
  State: 'NC',
  Latitude,
  Longitude,
});

describe('the stations nearest to a yard (the list beside the map)', () => {
  test('great-circle miles: Raleigh to Durham is about 21 miles; a point to itself is 0', () => {
    const raleigh = { latitude: 35.7796, longitude: -78.6382 };
    expect(greatCircleMiles(raleigh, { latitude: 35.994, longitude: -78.8986 })).toBeCloseTo(21.0, 0);
    expect(greatCircleMiles(raleigh, raleigh)).toBe(0);
  });

  test('lists the 10 nearest, nearest first, with their distances', () => {
    const stations = Array.from({ length: 30 }, (_, i) => station(`S${i}`, 35.77 + (30 - i) * 0.1, -78.63));
    const nearest = nearestStations(stations, { latitude: 35.77, longitude: -78.63 });
    expect(nearest).toHaveLength(NEAREST_STATION_COUNT);
    expect(nearest.map((entry) => entry.station.StationID)).toEqual([
      'S29',
      'S28',
      'S27',
      'S26',
      'S25',
      'S24',
      'S23',
      'S22',
      'S21',
      'S20',
    ]);
    expect(nearest[0]?.miles).toBeCloseTo(6.9, 1);
  });

  test('fewer stations than 10 are all listed', () => {
    expect(nearestStations([station('A', 1, 1)], { latitude: 0, longitude: 0 })).toHaveLength(1);
  });
});
