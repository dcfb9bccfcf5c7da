import { z } from 'zod';

const latitude = z
  .number('The latitude must be a number.')
  .min(-90, 'The latitude must be between -90 and 90.')
  .max(90, 'The latitude must be between -90 and 90.');
const longitude = z
  .number('The longitude must be a number.')
  .min(-180, 'The longitude must be between -180 and 180.')
  .max(180, 'The longitude must be between -180 and 180.');

/** A US ZIP code: five digits, optionally ZIP+4. */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.');

/**
 * POST users/{uid}/GEO: an address body or {postalCode} (SPEC §7). An address is a street
 * line with a ZIP code, or a city and state ("Portland, OR").
 */
export const geoRequestSchema = z
  .object({
    postalCode: postalCodeSchema.optional(),
    address: z.string().trim().max(300, 'The address is too long.').optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(50).optional(),
  })
  .refine((body) => body.postalCode || body.address || (body.city && body.state), {
    message: 'Enter a ZIP code, or an address with a ZIP code or a city and state.',
    path: ['postalCode'],
  });
export type GeoRequest = z.infer<typeof geoRequestSchema>;

/** POST Pictometry/0 with {latitude, longitude}. */
export const coordinatesRequestSchema = z.object({ latitude, longitude });

/** POST Pictometry/0/Address with {address}. */
export const addressRequestSchema = z.object({
  address: z.string().trim().min(1, 'Enter an address.').max(300, 'The address is too long.'),
});

/** A weather station as the list and the map use it (SPEC §3 Weather station). */
export const weatherStationSchema = z.object({
  StationID: z.string(),
  Name: z.string(),
  State: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type WeatherStation = z.infer<typeof weatherStationSchema>;

export const nearestStationSchema = weatherStationSchema.extend({
  /** Great-circle distance from the point asked about, in miles. */
  DistanceMiles: z.number(),
});
export type NearestStation = z.infer<typeof nearestStationSchema>;

/**
 * What a place is for gardening: where it is, its USDA 2023 hardiness zone (0 when the
 * ZIP table has not been imported or does not cover it: the zone is then chosen by hand)
 * and the nearest weather station with frost dates.
 */
export const geoAnswerSchema = z.object({
  Latitude: z.number(),
  Longitude: z.number(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  HardinessZoneId: z.number().int(),
  HardinessZone: z.string(),
  TemperatureRange: z.string(),
  WeatherStation: nearestStationSchema.nullable(),
  /** Where the coordinates and zone come from, to be shown with them. */
  Attribution: z.string(),
});
export type GeoAnswer = z.infer<typeof geoAnswerSchema>;

/** Pictometry answers: the geo answer; there is no aerial imagery provider (Imagery null). */
export const pictometryAnswerSchema = geoAnswerSchema.extend({
  Imagery: z.null(),
  Message: z.string(),
});

/**
 * Frost-date normals of a station (NOAA 1981-2010, 32°F), dates as MM/DD as NOAA wrote them.
 * 50: the median date. Spring 90: a 90% chance the last freeze comes later than this date;
 * fall 90: a 90% chance the first freeze comes earlier (NOAA's percentiles, checked on Central
 * Park). Growing season in days; growing degree days above 50°F and 40°F.
 */
export const frostNormalsSchema = z.object({
  /** dates, no-freeze (no freeze expected), not-computed, none (growing degree days only). */
  Status: z.enum(['dates', 'no-freeze', 'not-computed', 'none']),
  LastSpringFrost50: z.string().nullable(),
  LastSpringFrost90: z.string().nullable(),
  FirstFallFrost50: z.string().nullable(),
  FirstFallFrost90: z.string().nullable(),
  GrowingSeasonDays50: z.number().int().nullable(),
  GrowingSeasonDays90: z.number().int().nullable(),
  GrowingDegreeDays50: z.number().int().nullable(),
  GrowingDegreeDays40: z.number().int().nullable(),
});

/** GET WeatherStation/{id}/Detail. */
export const weatherStationDetailSchema = weatherStationSchema.extend({
  ElevationM: z.number().nullable(),
  Source: z.string(),
  FrostNormals: frostNormalsSchema.nullable(),
});
export type WeatherStationDetail = z.infer<typeof weatherStationDetailSchema>;

/** GET WeatherStation/ (optionally inside a box, for the map's view). */
export const weatherStationListQuerySchema = z
  .object({
    minLat: z.coerce.number().min(-90).max(90).optional(),
    maxLat: z.coerce.number().min(-90).max(90).optional(),
    minLng: z.coerce.number().min(-180).max(180).optional(),
    maxLng: z.coerce.number().min(-180).max(180).optional(),
    /** 1: only stations whose normals answer "when is the last frost?" (what a yard can use). */
    frost: z.coerce.number().int().min(0).max(1).optional(),
  })
  .refine(
    (box) =>
      [box.minLat, box.maxLat, box.minLng, box.maxLng].every((v) => v === undefined) ||
      [box.minLat, box.maxLat, box.minLng, box.maxLng].every((v) => v !== undefined),
    { message: 'Give all four of minLat, maxLat, minLng and maxLng, or none.', path: ['minLat'] },
  );

/** GET WeatherStation/{id}/...: NOAA station ids are letters and digits. */
export const stationIdPathSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'A station id is letters and digits.'),
});

/** GET WeatherStation/0/FindNearestStation/?lat&lng */
export const nearestStationQuerySchema = z.object({
  lat: z.coerce
    .number('The latitude must be a number.')
    .min(-90, 'The latitude must be between -90 and 90.')
    .max(90, 'The latitude must be between -90 and 90.'),
  lng: z.coerce
    .number('The longitude must be a number.')
    .min(-180, 'The longitude must be between -180 and 180.')
    .max(180, 'The longitude must be between -180 and 180.'),
});
