import zipcodes from 'zipcodes';

/** A place of the ZIP table shipped with the `zipcodes` package (US and Canada). */
export interface Place {
  postalCode: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Shown beside coordinates that came from the package's table. */
export const ZIP_TABLE_ATTRIBUTION =
  'ZIP locations: zipcodes package (federalgovernmentzipcodes.us data, BSD licence)';

const toPlace = (entry: zipcodes.ZipCode): Place => ({
  postalCode: String(entry.zip),
  latitude: entry.latitude,
  longitude: entry.longitude,
  city: entry.city,
  state: entry.state,
});

export function placeOfZip(zip: string): Place | null {
  const entry = zipcodes.lookup(zip.slice(0, 5));
  return entry && entry.country === 'US' ? toPlace(entry) : null;
}

/** A city's first ZIP (the package lists a city's ZIPs in order; the first is its centre). */
export function placeOfCity(city: string, state: string): Place | null {
  const [entry] = zipcodes.lookupByName(city, state).filter((e) => e.country === 'US');
  return entry ? toPlace(entry) : null;
}

/** The US ZIP nearest to a point, for coordinates that come without an address. */
export function placeNear(latitude: number, longitude: number): Place | null {
  const entry = zipcodes.lookupByCoords(latitude, longitude);
  return entry ? toPlace(entry) : null;
}
