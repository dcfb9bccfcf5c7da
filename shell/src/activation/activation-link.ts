import {
  activationRequestSchema,
  readDeviceLocation,
  type ActivationRequest,
  type CarriedParams,
} from '@thrive/shared';

/** The activation link's sponsor: `#/activation?sponsor={id}` (issue 14, our parameter). */
const SPONSOR_PARAM = 'sponsor';

/** SPEC §8: a failed geolocation gives 0,0, as the automatic activation sends. */
const NO_LOCATION = { Latitude: 0, Longitude: 0 };

/**
 * The link's sponsor id, or null when it is missing or not one the Activation call takes
 * (a whole number above 0). Only digits count: Number() would also read '1e3' or ' 7 '.
 */
export function sponsorIdOf(search: string): ActivationRequest['SponsorId'] | null {
  const raw = new URLSearchParams(search).get(SPONSOR_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return activationRequestSchema.shape.SponsorId.safeParse(id).success ? id : null;
}

/**
 * Where the gardener is, for the Activation call: the carried lat/lon when the link has
 * both and they are coordinates (a garden centre's link may say where it was given out),
 * else the device's stored location, else 0,0 as the automatic activation does.
 */
export function activationLocation(
  carried: CarriedParams,
): Pick<ActivationRequest, 'Latitude' | 'Longitude'> {
  const latitude = activationRequestSchema.shape.Latitude.safeParse(Number(carried.lat ?? NaN));
  const longitude = activationRequestSchema.shape.Longitude.safeParse(Number(carried.lon ?? NaN));
  if (latitude.success && longitude.success) return { Latitude: latitude.data, Longitude: longitude.data };
  const device = readDeviceLocation();
  return device ? { Latitude: device.lat, Longitude: device.lon } : NO_LOCATION;
}
