/** Mean Earth radius in statute miles (IUGG mean radius 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** A point on the earth, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two points (haversine formula: accurate at short
 * distances, where the spherical law of cosines loses precision). The API and the yard's
 * station list measure with this one, so both give a station the same distance.
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
