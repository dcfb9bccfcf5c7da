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

const portland = { latitude: 45.5202, longitude: -122.6869 };

describe('greatCircleMiles', () => {
  test('one degree of latitude is about 69.1 miles', () => {
    expect(greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.09,
      1,
    );
  });

  test('antipodal points are half the circumference apart, without NaN', () => {
    const miles = greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(miles).toBeCloseTo(Math.PI * 3958.7613, 3);
  });

  test('crosses the 180th meridian the short way', () => {
    const west = { latitude: 0, longitude: 179.5 };
    const east = { latitude: 0, longitude: -179.5 };
    expect(greatCircleMiles(west, east)).toBeCloseTo(69.09, 1);
  });
});

describe('boundingBox', () => {
  test('holds every point within the distance (points on the circle around Portland)', () => {
    const box = boundingBox(portland, 5);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point just inside 5 miles at this bearing, on a local flat approximation.
      const rad = (bearing * Math.PI) / 180;
      const dLat = (4.99 / 69.09) * Math.cos(rad);
      const dLng = ((4.99 / 69.09) * Math.sin(rad)) / Math.cos((portland.latitude * Math.PI) / 180);
      const point = { latitude: portland.latitude + dLat, longitude: portland.longitude + dLng };
      expect(greatCircleMiles(portland, point)).toBeLessThan(5);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLng);
    }
  });

  test('spans every longitude near a pole and across the 180th meridian', () => {
    const everyLongitude = { minLng: -180, maxLng: 180 };
    expect(boundingBox({ latitude: 89.99, longitude: 0 }, 5)).toMatchObject({
      ...everyLongitude,
      maxLat: 90,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.99 }, 5)).toMatchObject(everyLongitude);
  });
});
