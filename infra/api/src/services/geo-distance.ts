/** Mean Earth radius in statute miles (IUGG mean radius 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Statute miles in one degree of latitude (the radius times pi / 180). */
export const MILES_PER_DEGREE_LATITUDE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** A point on the earth, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two points (haversine formula: accurate at short
 * distances, where the spherical law of cosines loses precision).
 */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() keeps rounding from pushing asin's argument above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
