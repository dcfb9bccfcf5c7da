import { EARTH_RADIUS_MILES, type LatLng } from '@thrive/shared/contracts';

// Kept in @thrive/shared, so that the yard's station list measures as the API does.
export { greatCircleMiles, type LatLng } from '@thrive/shared/contracts';

/** Statute miles in one degree of latitude (the radius times pi / 180). */
const MILES_PER_DEGREE_LATITUDE = (EARTH_RADIUS_MILES * Math.PI) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A latitude/longitude box, in degrees. */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of `center`: a cheap,
 * index-friendly pre-filter before the exact distance. When the circle reaches a pole or
 * crosses the 180th meridian the box spans every longitude, so it never leaves a point out.
 */
export function boundingBox(center: LatLng, miles: number): GeoBox {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  const everyLongitude = { minLat, maxLat, minLng: -180, maxLng: 180 };
  if (minLat <= -90 || maxLat >= 90) return everyLongitude;
  // The widest longitude span is at the latitude farthest from the equator within the box.
  const dLng = dLat / Math.cos(radians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const minLng = center.longitude - dLng;
  const maxLng = center.longitude + dLng;
  return minLng < -180 || maxLng > 180 ? everyLongitude : { minLat, maxLat, minLng, maxLng };
}
