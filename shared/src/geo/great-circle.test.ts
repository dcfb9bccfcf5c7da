import { EARTH_RADIUS_MILES, greatCircleMiles } from './great-circle';

const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('greatCircleMiles (haversine distance in statute miles)', () => {
  test('London to Paris is about 213.5 miles, either way', () => {
    expect(greatCircleMiles(london, paris)).toBeCloseTo(213.5, 1);
    expect(greatCircleMiles(paris, london)).toBeCloseTo(greatCircleMiles(london, paris));
  });

  test('a point to itself is 0', () => {
    expect(greatCircleMiles(london, london)).toBe(0);
  });

  test('antipodal points are half the circumference apart, without NaN', () => {
    const miles = greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(miles).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 3);
  });
});
