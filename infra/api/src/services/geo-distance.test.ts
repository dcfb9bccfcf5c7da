import { boundingBox, greatCircleMiles } from './geo-distance';

const centralPark = { latitude: 40.7789, longitude: -73.9692 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

test('great-circle distance: New York to Los Angeles is about 2,450 miles', () => {
  expect(greatCircleMiles(centralPark, losAngeles)).toBeGreaterThan(2430);
  expect(greatCircleMiles(centralPark, losAngeles)).toBeLessThan(2470);
});

test('great-circle distance: a point to itself is 0 and the distance is symmetric', () => {
  expect(greatCircleMiles(centralPark, centralPark)).toBe(0);
  expect(greatCircleMiles(centralPark, losAngeles)).toBeCloseTo(greatCircleMiles(losAngeles, centralPark));
});

test('the bounding box holds every point within the radius', () => {
  const box = boundingBox(centralPark, 50);
  const north = { latitude: centralPark.latitude + 0.72, longitude: centralPark.longitude };
  const east = { latitude: centralPark.latitude, longitude: centralPark.longitude + 0.95 };
  for (const point of [north, east]) {
    expect(greatCircleMiles(centralPark, point)).toBeLessThan(50);
    expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
    expect(point.longitude).toBeLessThanOrEqual(box.maxLng);
  }
});
