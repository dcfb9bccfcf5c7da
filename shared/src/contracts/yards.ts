import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { postalCodeSchema } from './geo';
import { thriveOverallSchema } from './thrive';
import { isValidEmailAddress } from './plant-request';
import { EMAIL_INVALID_MESSAGE } from './account';
import { yardSharingSchema } from './yard-sharing';

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
  /** Set when another gardener shares this yard with the reader (absent on their own). */
  Sharing: yardSharingSchema.optional(),
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
  id: wholeId('id'),
});

/** DELETE users/{uid}/yard/{id} */
export const yardDeletedSchema = z.object({ message: z.string() });

/** GET users/{uid}/CheckYardTransfer/{yardId}?email: may this yard go to that gardener? */
/**
 * The receiver's email: required, then the SPEC §5 Email rule (the form checks it before sending,
 * the server again), with the app's one message for a wrong address.
 */
const transferEmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter the email address of the gardener who should receive the yard.')
  .refine(isValidEmailAddress, EMAIL_INVALID_MESSAGE);

export const yardTransferCheckQuerySchema = z.object({ email: transferEmailSchema });
export const yardTransferCheckSchema = z.object({
  CanTransfer: z.boolean(),
  /** Why not, or what will happen; shown to the gardener as it is. */
  message: z.string(),
});
export type YardTransferCheck = z.infer<typeof yardTransferCheckSchema>;

/** POST users/{uid}/YardTransfer: gives the yard, with its zones and plants, to another gardener. */
export const yardTransferSchema = z.object({
  YardId: z.number().int().positive('Choose the yard to transfer.'),
  Email: transferEmailSchema,
});
export type YardTransfer = z.input<typeof yardTransferSchema>;

/** POST users/{uid}/YardsPublic/: shows a yard on a public page (or hides it again). */
export const yardsPublicSchema = z.object({
  YardId: z.number().int().positive('Choose the yard.'),
  IsPublic: z.boolean(),
});
export type YardsPublic = z.input<typeof yardsPublicSchema>;

/**
 * GET public/yard/{id}: a yard its gardener made public, read without a session. No
 * email, address, ZIP code, coordinates, notes or photos of the gardener's: only the town,
 * the hardiness zone and what grows where, with the plants' catalogue pictures.
 */
export const publicYardSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  City: z.string(),
  State: z.string(),
  HardinessZoneId: z.number().int(),
  /** Names as well as ids: a visitor has no session to look the lists up with. */
  HardinessZoneName: z.string(),
  Zones: z.array(
    z.object({
      Id: z.number().int(),
      Name: z.string(),
      SunRequirementId: z.number().int(),
      SunRequirementName: z.string(),
      WaterRequirementId: z.number().int(),
      WaterRequirementName: z.string(),
      Plants: z.array(
        z.object({
          PlantId: z.number().int(),
          CommonName: z.string(),
          BotanicalName: z.string(),
          /**
           * The plant's catalogue picture (its imported open-licence photo, else its drawing),
           * '' for none (SPEC §8 fallback image). Never the gardener's own photos: they are
           * theirs, and carry where they were taken.
           */
          Thumbnail: z.string(),
          Overall: thriveOverallSchema,
        }),
      ),
    }),
  ),
});
export type PublicYard = z.infer<typeof publicYardSchema>;
export const publicYardPathSchema = z.object({
  id: wholeId('id'),
});
