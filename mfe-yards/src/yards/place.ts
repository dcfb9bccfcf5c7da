import type { Yard } from '@thrive/shared/contracts';

/** "Raleigh, NC 27601": the town the server found for the yard (GEO), as far as it is known. */
export function placeOf(yard: Pick<Yard, 'City' | 'State'> & Partial<Pick<Yard, 'PostalCode'>>): string {
  const town = [yard.City, yard.State].filter(Boolean).join(', ');
  return [town, yard.PostalCode].filter(Boolean).join(' ');
}

/** "35.7700, -78.6300", or null before the server has found the place. */
export function coordinatesOf(yard: Pick<Yard, 'Latitude' | 'Longitude'>): string | null {
  if (yard.Latitude === null || yard.Longitude === null) return null;
  return `${yard.Latitude.toFixed(4)}, ${yard.Longitude.toFixed(4)}`;
}
