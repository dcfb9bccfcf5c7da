import { knownLocation } from './use-device-location';

describe('knownLocation (SPEC §3 Coordinates)', () => {
  test('a real place is kept', () => {
    expect(knownLocation(35.77, -78.63)).toEqual({ lat: 35.77, lng: -78.63 });
  });

  test.each([
    ['0,0 (denied or unknown)', 0, 0],
    ['-999 (unknown)', -999, -78.6],
    ['off the globe', 95, 10],
    ['not a number', Number.NaN, 10],
  ])('%s is no location', (_case, lat, lng) => {
    expect(knownLocation(lat, lng)).toBeNull();
  });
});
