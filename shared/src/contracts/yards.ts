import { z } from 'zod';
import { userPathSchema } from './identity';
import { postalCodeSchema } from './geo';

/** Hardiness zone ids 1..26 are 1a..13b (reference list); 0 = not known yet. */
const HARDINESS_ZONE_COUNT = 26;

/** A yard as the yard list and the yard view show it (SPEC §3 "Yard ... fields not shown"). */
export const yardSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  HardinessZoneId: z.number().int(),
  /** True when the gardener chose the zone by hand instead of the ZIP's. */
  HardinessZoneManual: z.boolean(),
  IsPublic: z.boolean(),
  IsDefault: z.boolean(),
  ZoneCount: z.number().int(),
});
export type Yard = z.infer<typeof yardSchema>;

/** GET users/{uid}/yards */
export const yardsResponseSchema = z.array(yardSchema);

/**
 * POST users/{uid}/yard: Id 0 creates, an Id above 0 updates that yard. The place comes from
 * a ZIP code or an address line (GEO); a hardiness zone given here overrides the ZIP's.
 */
export const yardInputSchema = z
  .object({
    Id: z.number().int().nonnegative().default(0),
    Name: z.string().trim().min(1, 'Please enter a name for your yard.').max(100, 'The name is too long.'),
    PostalCode: postalCodeSchema.optional(),
    Address: z.string().trim().max(300, 'The address is too long.').optional(),
    HardinessZoneId: z
      .number()
      .int()
      .min(0)
      .max(HARDINESS_ZONE_COUNT, `A hardiness zone id is 1 to ${HARDINESS_ZONE_COUNT}.`)
      .optional(),
  })
  .refine((yard) => yard.PostalCode || yard.Address, {
    message: 'Enter a ZIP code or an address for your yard.',
    path: ['PostalCode'],
  });
export type YardInput = z.input<typeof yardInputSchema>;

export const yardPathSchema = userPathSchema.extend({
  id: z.coerce.number().int('The id must be a whole number.').positive('The id must be above 0.'),
});

/** DELETE users/{uid}/yard/{id} */
export const yardDeletedSchema = z.object({ message: z.string() });
