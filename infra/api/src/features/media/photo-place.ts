import { placeNear } from '../geo/zip-places';

/** Where a photo was taken, as the gallery list shows it (SPEC §2.7: city, state). */
export interface PhotoPlace {
  city: string;
  state: string;
}

const NOWHERE: PhotoPlace = { city: '', state: '' };

/**
 * Beyond this distance the nearest ZIP is not where the photo was taken (a photo from abroad,
 * or at sea): it gets no city rather than a wrong one. Rural ZIPs are a few tens of km across.
 */
const PLACE_MAX_KM = 60;
const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The city and state of the nearest ZIP code, or none when no ZIP is near the point. */
export function placeOfPhoto(location: { latitude: number; longitude: number } | null): PhotoPlace {
  if (!location) return NOWHERE;
  const near = placeNear(location.latitude, location.longitude);
  if (!near) return NOWHERE;
  const km = distanceKm(location.latitude, location.longitude, near.latitude, near.longitude);
  return km <= PLACE_MAX_KM ? { city: near.city, state: near.state } : NOWHERE;
}
