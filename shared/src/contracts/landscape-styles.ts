import { z } from 'zod';
// Main-entry contracts by entry name: this file ships in the landscape entry, where a relative
// import would carry a second copy of them.
import { IMAGE_TYPES, referenceItemSchema } from '@thrive/shared/contracts';
import { canonicalIdOf, idSchema, wholeId } from '@thrive/shared/contracts';

/**
 * Landscape styles (SPEC §1 "browse landscape styles", §3 Design filter, §7 Landscape):
 * styles written by us, each with the growing conditions it suits and a palette of
 * catalogue plants, pictured by a planting plan drawn from that palette.
 */

/** SPEC §3 Design filter id lists, each a style attribute list. */
export const STYLE_FILTER_LISTS = ['hz', 'sr', 'wr', 'gr', 'ef', 'at', 'co'] as const;
export type StyleFilterList = (typeof STYLE_FILTER_LISTS)[number];

export const LANDSCAPE_STYLE_PAGE_SIZE = 25;
export const LANDSCAPE_STYLE_PAGE_SIZE_MAX = 50;
export const LANDSCAPE_STYLE_TEXT_MAX_LENGTH = 100;
/** Sorts: by name, or by the number of plants in the palette (then by name). */
export const LANDSCAPE_STYLE_SORTS = ['Name ASC', 'Name DESC', 'PlantCount DESC', 'PlantCount ASC'] as const;
export type LandscapeStyleSort = (typeof LANDSCAPE_STYLE_SORTS)[number];

/**
 * The entity scope of a photo of a landscape design: SPEC §4 names Yard 0, Zone 1 and Plant 2;
 * a design is the next. Published photos of designs of a style are shown with the style.
 */
export const LANDSCAPE_DESIGN_IMAGE_TYPE = IMAGE_TYPES.design;

/** A number from a path or query, with our message for one that is not a number at all. */
const wholeNumber = (what: string) =>
  z.coerce.number({ error: `${what} must be a whole number.` }).int(`${what} must be a whole number.`);

const styleId = wholeId('style id', 1, 'There is no such style.');

/** `{id}` of the style calls: a landscape style (reference data anyone signed in reads). */
export const landscapeStylePathSchema = z.object({ id: styleId });

const pageIndex = wholeNumber('The page')
  .nonnegative('The page must not be negative.')
  .max(100_000, 'The page is too far.');
const pageSize = wholeNumber('The page size')
  .min(1, 'The page size must be at least 1.')
  .max(LANDSCAPE_STYLE_PAGE_SIZE_MAX, `The page size must be at most ${LANDSCAPE_STYLE_PAGE_SIZE_MAX}.`);

/** A comma list of ids ("3,5,9"; empty for any), as SPEC §3 says the Design filter sends them. */
const commaIds = (what: string) =>
  z
    .string()
    .max(1000, `Choose fewer ${what} values.`)
    .default('')
    .transform((text, context) => {
      const parts = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = parts.map(canonicalIdOf);
      if (ids.some((id) => id === undefined || id < 1)) {
        context.addIssue({
          code: 'custom',
          message: `Each ${what} id must be a whole number above 0, separated by commas.`,
        });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    });

/**
 * GET LandscapeStyles/0/Search/ — SPEC §3 Design filter. k matches the name or description;
 * each id list keeps styles with any of the chosen ids (lists combine with AND); p keeps
 * styles whose palette has that plant (SPEC does not say what p is: 0 = any).
 */
export const landscapeStyleSearchQuerySchema = z.object({
  k: z.string().trim().max(LANDSCAPE_STYLE_TEXT_MAX_LENGTH, 'The search text is too long.').default(''),
  s: z
    .enum(LANDSCAPE_STYLE_SORTS, { message: `Choose a sort from: ${LANDSCAPE_STYLE_SORTS.join(', ')}.` })
    .default('Name ASC'),
  i: pageIndex.default(0),
  c: pageSize.default(LANDSCAPE_STYLE_PAGE_SIZE),
  p: idSchema(0, {
    notWhole: 'The plant id must be a whole number.',
    tooSmall: 'The plant id must not be negative.',
    tooLarge: 'There is no such plant.',
  }).default(0),
  hz: commaIds('hardiness zone'),
  sr: commaIds('sun requirement'),
  wr: commaIds('water requirement'),
  gr: commaIds('growth rate'),
  ef: commaIds('effort'),
  at: commaIds('attractant'),
  co: commaIds('cost'),
});
/** What a client sends (ids as comma lists). */
export type LandscapeStyleSearchQuery = Partial<z.input<typeof landscapeStyleSearchQuerySchema>>;
export type LandscapeStyleSearchCriteria = z.output<typeof landscapeStyleSearchQuerySchema>;

/** The conditions and character a style suits, by reference-list item (SPEC §3 reference lists). */
export const landscapeStyleProfileSchema = z.object({
  SunRequirements: z.array(referenceItemSchema),
  WaterRequirements: z.array(referenceItemSchema),
  /** The coldest and warmest hardiness zones every palette plant survives. */
  HardinessZoneLow: referenceItemSchema.nullable(),
  HardinessZoneHigh: referenceItemSchema.nullable(),
  GrowthRates: z.array(referenceItemSchema),
  Effort: z.array(referenceItemSchema),
  Attractants: z.array(referenceItemSchema),
  Costs: z.array(referenceItemSchema),
});
export type LandscapeStyleProfile = z.infer<typeof landscapeStyleProfileSchema>;

/** A style in the list. Thumbnail and WebImage are the address of its planting plan. */
export const landscapeStyleListItemSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Thumbnail: z.string(),
  WebImage: z.string(),
  PlantCount: z.number().int(),
  Profile: landscapeStyleProfileSchema,
});
export type LandscapeStyleListItem = z.infer<typeof landscapeStyleListItemSchema>;

/** A page of styles (SPEC §3 listings carry TotalRows). */
export const landscapeStylePageSchema = z.object({
  Items: z.array(landscapeStyleListItemSchema),
  TotalRows: z.number().int(),
  i: z.number().int(),
  c: z.number().int(),
});
export type LandscapeStylePage = z.infer<typeof landscapeStylePageSchema>;

/** GET LandscapeDesign/{id}/Profile/ with a style id: the style with how to plant it. */
export const landscapeStyleDetailsSchema = landscapeStyleListItemSchema.extend({
  Tips: z.array(z.string()),
});
export type LandscapeStyleDetails = z.infer<typeof landscapeStyleDetailsSchema>;

/**
 * GET LandscapeStyles/{id}/PlantSearch/: a page of the palette. zid scores the plants in a
 * zone of the gardener's; without it, in the style's own sun and water at the hardiness zone
 * of the gardener's default yard (when they have one).
 */
export const landscapeStylePlantsQuerySchema = z.object({
  i: pageIndex.default(0),
  c: pageSize.default(LANDSCAPE_STYLE_PAGE_SIZE),
  zid: idSchema(0, {
    notWhole: 'The zone id must be a whole number.',
    tooSmall: 'The zone id must not be negative.',
    tooLarge: 'There is no such zone.',
  }).default(0),
});
export type LandscapeStylePlantsQuery = Partial<z.output<typeof landscapeStylePlantsQuerySchema>>;

/** SPEC §3: the image filter's published flag, default true. */
const flag = z
  .enum(['1', '0', 'true', 'false'], { message: 'published must be 1, 0, true or false.' })
  .default('1')
  .transform((value) => value === '1' || value === 'true');

/**
 * GET LandscapeStyles/{id}/Images/: published (default) gives the photos gardeners published
 * of their designs in the style; published=0 adds the caller's own unpublished ones.
 */
export const landscapeStyleImagesQuerySchema = z.object({ published: flag });

export const LANDSCAPE_STYLE_IMAGE_KINDS = ['plan', 'photo'] as const;

/** A picture of a style: its generated planting plan (Id 0) or a gardener's photo. */
export const landscapeStyleImageSchema = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Kind: z.enum(LANDSCAPE_STYLE_IMAGE_KINDS),
  Caption: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type LandscapeStyleImage = z.infer<typeof landscapeStyleImageSchema>;

/** The planting plan first, then photos, newest first. */
export const landscapeStyleImagesSchema = z.object({ Images: z.array(landscapeStyleImageSchema) });
export type LandscapeStyleImages = z.infer<typeof landscapeStyleImagesSchema>;

/** GET LandscapeStyles/{id}/Plan.svg?v=: the content version in the address (ignored when stale). */
export const landscapeStylePlanQuerySchema = z.object({
  v: z.string().max(64, 'The version is too long.').optional(),
});
