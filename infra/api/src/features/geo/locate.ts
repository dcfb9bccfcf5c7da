import type { GeoAnswer, GeoRequest } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { nearestStation } from '../weather/weather-stations';
import { hardinessZoneOfZip, PHZM_ATTRIBUTION } from './hardiness-zone';
import { parseAddress } from './parse-address';
import { placeNear, placeOfCity, placeOfZip, ZIP_TABLE_ATTRIBUTION, type Place } from './zip-places';

const NOAA_ATTRIBUTION = 'Weather stations and frost dates: NOAA NCEI 1981-2010 Climate Normals';

/** Everything a yard needs to know about a place: zone, station, attribution. */
export async function describePlace(db: Database, place: Place): Promise<GeoAnswer> {
  const [zone, station] = await Promise.all([
    hardinessZoneOfZip(db, place.postalCode),
    nearestStation(db, place, { withFrostDates: true }),
  ]);
  return {
    Latitude: place.latitude,
    Longitude: place.longitude,
    City: place.city,
    State: place.state,
    PostalCode: place.postalCode,
    HardinessZoneId: zone?.id ?? 0,
    HardinessZone: zone?.label ?? '',
    TemperatureRange: zone?.temperatureRange ?? '',
    WeatherStation: station,
    Attribution: [ZIP_TABLE_ATTRIBUTION, zone && PHZM_ATTRIBUTION, station && NOAA_ATTRIBUTION]
      .filter(Boolean)
      .join('; '),
  };
}

function unknownZip(zip: string, field: string): never {
  const message = `We could not find ZIP code ${zip}. Check it, or choose your hardiness zone by hand.`;
  throw badRequest(message, { [field]: message });
}

const ADDRESS_HELP = 'Enter an address with a ZIP code, or a city and state (for example: Portland, OR).';

/** An address line: its ZIP code, else its city and state. */
export function placeOfAddress(address: string, field: string): Place {
  const parts = parseAddress(address);
  if (!parts) throw badRequest(ADDRESS_HELP, { [field]: ADDRESS_HELP });
  if ('postalCode' in parts) return placeOfZip(parts.postalCode) ?? unknownZip(parts.postalCode, field);
  const place = placeOfCity(parts.city, parts.state);
  if (!place) {
    const message = `We could not find ${parts.city}, ${parts.state}. ${ADDRESS_HELP}`;
    throw badRequest(message, { [field]: message });
  }
  return place;
}

/** POST users/{uid}/GEO: a ZIP code, an address line, or a city and state. */
export async function locate(db: Database, request: GeoRequest): Promise<GeoAnswer> {
  let place: Place;
  if (request.postalCode)
    place = placeOfZip(request.postalCode) ?? unknownZip(request.postalCode, 'body.postalCode');
  else if (request.address) place = placeOfAddress(request.address, 'body.address');
  else place = placeOfAddress(`${request.city}, ${request.state}`, 'body.city');
  return describePlace(db, place);
}

/** Coordinates without an address: the nearest ZIP names the place and gives the zone. */
export async function describePoint(db: Database, latitude: number, longitude: number): Promise<GeoAnswer> {
  const near = placeNear(latitude, longitude);
  if (!near) {
    const message = 'We could not place these coordinates in the United States.';
    throw badRequest(message, { 'body.latitude': message });
  }
  return describePlace(db, { ...near, latitude, longitude });
}
