import { z } from 'zod';
import { idSchema } from './database-ids';
import { PARTNER_TYPES } from './identity';

/** SPEC §3 "Coordinate -999 is unknown". */
export const UNKNOWN_COORDINATE = -999;

/** SPEC §3 Sponsor filter / §9: "Sponsor search default Distance 5" (miles). */
export const SPONSOR_SEARCH_DEFAULT_DISTANCE_MILES = 5;

/** The farthest a sponsor search may reach: a region, not the whole country. */
export const SPONSOR_SEARCH_MAX_DISTANCE_MILES = 500;

/**
 * Menu url keys (SPEC §3 "Menu url entry"): both generations. Setting keys 38/39/97/98/99
 * and menu keys 0 (store) and 1 (buzz); GET Common/0/MenuUrls returns all of them.
 */
export const MENU_URL_KEYS = {
  Store: 0,
  PlantBuzz: 1,
  StoreUrl: 38,
  PlantBuzzUrl: 39,
  VideoTutorialsUrl: 97,
  ShowVideoTutorialsUrl: 98,
  ShowPlantBuzzUrl: 99,
} as const;

/** GET Common/0/MenuUrls: a list of {Key, Value} (SPEC §7). */
export const menuUrlSchema = z.object({ Key: z.number().int(), Value: z.string() });
export type MenuUrl = z.infer<typeof menuUrlSchema>;
export const menuUrlsResponseSchema = z.array(menuUrlSchema);

/** Control code groups: 1 app versions for the update decision, 2 colours (SPEC §4, §7). */
export const CONTROL_CODE_GROUPS = { AppVersions: 1, Colors: 2 } as const;

/** The control code keys the app reads. */
export const CONTROL_CODE_KEYS = {
  MinAppVersion: 'MinAppVersion',
  LatestAppVersion: 'LatestAppVersion',
  BackgroundColor: 'BackgroundColor',
  ItemColor: 'ItemColor',
} as const;

/** SPEC §9 "Default slider menu colour"; also the fallback when the colour lookup fails (§8). */
export const DEFAULT_ITEM_COLOR = 'rgb(141, 198, 63)';

/**
 * GET Common/{groupId}/ControlCodes (0 = every group). GroupId is there so that a list of
 * every group stays unambiguous when two groups use one key.
 */
export const controlCodeSchema = z.object({
  GroupId: z.number().int(),
  Key: z.string(),
  Value: z.string(),
});
export type ControlCode = z.infer<typeof controlCodeSchema>;
export const controlCodesResponseSchema = z.array(controlCodeSchema);

/**
 * SPEC §3 Sponsor: Name is the banner image address, PX the link address, Desc "1" enables
 * Ask Expert, Value is the organisation's display name.
 */
export const sponsorSchema = z.object({
  Id: z.number().int().positive(),
  Name: z.string(),
  PX: z.string(),
  Desc: z.string(),
  Value: z.string(),
  IsSelected: z.boolean(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** SPEC §6: a sponsor Desc equal to 1 enables Ask Expert. */
export const SPONSOR_ASK_EXPERT_DESC = '1';

/** GET Users/0/Sponsor. */
export const sponsorsResponseSchema = z.array(sponsorSchema);

const partnerTypeIds = Object.values(PARTNER_TYPES) as number[];

/** A latitude or longitude within ±limit, or -999 for unknown (SPEC §3). */
const coordinate = (number: z.ZodType<number, unknown>, name: string, limit: number) =>
  number.refine(
    (value) => value === UNKNOWN_COORDINATE || Math.abs(value) <= limit,
    `The ${name} must be between -${limit} and ${limit}, or ${UNKNOWN_COORDINATE} when unknown.`,
  );
// Query strings are text; JSON bodies carry numbers and get no lenient coercion.
const queryCoordinate = (name: string, limit: number) =>
  coordinate(z.coerce.number(`The ${name} must be a number.`), name, limit);
const bodyCoordinate = (name: string, limit: number) =>
  coordinate(z.number(`The ${name} must be a number.`), name, limit);

/**
 * GET Users/0/Sponsor?lat&lng&PartnerTypes&Distance (SPEC §3 Sponsor filter). With a known
 * location: the active sponsors of those types within Distance miles. Without one (no lat/lng,
 * -999, or 0,0 which SPEC §3 reads as denied): the gardener's own sponsors.
 */
export const sponsorQuerySchema = z.object({
  lat: queryCoordinate('latitude', 90).optional(),
  lng: queryCoordinate('longitude', 180).optional(),
  PartnerTypes: z
    .string()
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, 'PartnerTypes is a comma list of partner type ids.')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .refine(
      (ids) => ids.every((id) => partnerTypeIds.includes(id)),
      `Partner types are ${partnerTypeIds.join(', ')}.`,
    )
    .optional(),
  Distance: z.coerce
    .number('The distance must be a number of miles.')
    .positive('The distance must be above 0.')
    .max(
      SPONSOR_SEARCH_MAX_DISTANCE_MILES,
      `The distance must be at most ${SPONSOR_SEARCH_MAX_DISTANCE_MILES} miles.`,
    )
    .default(SPONSOR_SEARCH_DEFAULT_DISTANCE_MILES),
});
export type SponsorQuery = z.infer<typeof sponsorQuerySchema>;

/** GET Partners/{id}/Advertiser/: the sponsor's banner (SPEC §3 Sponsor without IsSelected). */
export const advertiserSchema = sponsorSchema.omit({ IsSelected: true });
export type Advertiser = z.infer<typeof advertiserSchema>;

/**
 * GET Users/0/ExpertSponsor: the selected sponsor when it enables Ask Expert (Desc "1"),
 * else null (no sponsor offers the expert to this gardener).
 */
export const expertSponsorResponseSchema = sponsorSchema.nullable();

/** POST Users/{uid}/SponsorAd: SPEC §3 "Partner banner request". */
export const sponsorAdRequestSchema = z.object({
  latitude: bodyCoordinate('latitude', 90),
  longitude: bodyCoordinate('longitude', 180),
  destinationUrl: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'The destination must be a web address (http or https).' }),
    ])
    .default(''),
  address2: z.string().trim().max(300, 'The address is too long.').default(''),
});
export type SponsorAdRequest = z.infer<typeof sponsorAdRequestSchema>;

/** POST Users/{uid}/LastSeenSponsors: the sponsors whose banners the gardener has seen. */
export const lastSeenSponsorsRequestSchema = z.object({
  SponsorIds: z
    .array(z.number().int().positive('A sponsor id is above 0.'))
    .max(100, 'At most 100 sponsors at a time.'),
});
export type LastSeenSponsorsRequest = z.infer<typeof lastSeenSponsorsRequestSchema>;

/** Answer of the sponsor writes: code 0 means success (as SPEC §3 writes for other calls). */
export const sponsorCodeResponseSchema = z.object({ code: z.number().int() });

/**
 * GET common/{plantId}/sunmessage/{sunRequirementId} and .../moisturemessage/{waterRequirementId}:
 * the plant and the zone's requirement id the fertilizer popup asks about.
 */
const wholeId = (name: string) =>
  idSchema(0, {
    notWhole: `The ${name} must be a whole number.`,
    tooSmall: `The ${name} must not be negative.`,
    tooLarge: `The ${name} is too large.`,
  });
export const sunMessagePathSchema = z.object({
  plantId: wholeId('plant id'),
  sunRequirementId: wholeId('sun requirement id'),
});
export const moistureMessagePathSchema = z.object({
  plantId: wholeId('plant id'),
  waterRequirementId: wholeId('water requirement id'),
});

/** The warning the fertilizer popup shows (SPEC §5); "" means no warning. */
export const thriveMessageResponseSchema = z.object({ Message: z.string() });
