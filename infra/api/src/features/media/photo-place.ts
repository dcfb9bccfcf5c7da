import { greatCircleMiles } from '@thrive/shared/contracts';
import { placeNear } from '../geo/zip-places';

/** Where a photo was taken, as the gallery list shows it (SPEC §2.7: city, state). */
export interface PhotoPlace {
  city: string;
  state: string;
}

const NOWHERE: PhotoPlace = { city: '', state: '' };

/**
 * Beyond this distance the nearest ZIP is not where the photo was taken (a photo from abroad,
 * or at sea): it gets no city rather than a wrong one. Rural ZIPs are a few tens of miles across.
 */
const PLACE_MAX_MILES = 60 / 1.609344; // 60 km

/** The city and state of the nearest ZIP code, or none when no ZIP is near the point. */
export function placeOfPhoto(location: { latitude: number; longitude: number } | null): PhotoPlace {
  if (!location) return NOWHERE;
  const near = placeNear(location.latitude, location.longitude);
  if (!near) return NOWHERE;
  const miles = greatCircleMiles(location, near);
  return miles <= PLACE_MAX_MILES ? { city: near.city, state: near.state } : NOWHERE;
}
