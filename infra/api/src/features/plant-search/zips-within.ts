import zipcodes from 'zipcodes';
import { boundingBox, greatCircleMiles, type LatLng } from '../common/geo-distance';

/**
 * The US ZIP codes within `miles` of a point, from the ZIP table the `zipcodes` package
 * ships: a bounding box first, then the exact great-circle distance.
 */
export function zipsWithin(center: LatLng, miles: number): string[] {
  const box = boundingBox(center, miles);
  return Object.values(zipcodes.codes).flatMap((entry) => {
    if (entry.country !== 'US') return [];
    const { latitude, longitude } = entry;
    if (latitude < box.minLat || latitude > box.maxLat || longitude < box.minLng || longitude > box.maxLng)
      return [];
    return greatCircleMiles(center, { latitude, longitude }) <= miles ? [String(entry.zip)] : [];
  });
}
