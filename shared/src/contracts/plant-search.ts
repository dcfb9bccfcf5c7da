import { z } from 'zod';
import { wholeId } from './database-ids';
import { referenceItemSchema } from './reference';
import { thriveOverallSchema } from './thrive';

/** SPEC §9 page-size constants: 25 is a page of results, 50 the most one request may ask for. */
export const PLANT_PAGE_SIZE = 25;
export const PLANT_PAGE_SIZE_MAX = 50;
export const PLANT_SEARCH_TEXT_MAX_LENGTH = 100;
/** A ZIP search reaches a region, not the whole country (miles). */
export const PLANT_SEARCH_MAX_RADIUS_MILES = 250;

/** Search sorts: by relevance to the text (name order when there is none) or by name. */
export const PLANT_SORTS = ['Relevance', 'CommonName ASC', 'CommonName DESC', 'BotanicalName ASC'] as const;
export type PlantSort = (typeof PLANT_SORTS)[number];

export const LENGTH_UNITS = ['in', 'ft', 'cm', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const idList = (what: string) =>
  z
    .array(
      z.coerce
        .number()
        .int(`Each ${what} id must be a whole number.`)
        .positive(`Each ${what} id must be above 0.`),
    )
    .max(50, `Choose at most 50 ${what} values.`)
    .default([]);

const pageIndex = z.coerce
  .number()
  .int('The page must be a whole number.')
  .nonnegative('The page must not be negative.');
const pageSize = z.coerce
  .number()
  .int('The page size must be a whole number.')
  .min(1, 'The page size must be at least 1.')
  .max(PLANT_PAGE_SIZE_MAX, `The page size must be at most ${PLANT_PAGE_SIZE_MAX}.`);
const searchText = z.string().trim().max(PLANT_SEARCH_TEXT_MAX_LENGTH, 'The search text is too long.');

/** An adult height or spread range (SPEC §3 "AdultHeight (with unit)"); either end may be open. */
export const sizeRangeSchema = z
  .object({
    Min: z.number().nonnegative('A size must not be negative.').nullable().default(null),
    Max: z.number().positive('A largest size must be above 0.').nullable().default(null),
    Unit: z.enum(LENGTH_UNITS, { message: 'The unit must be in, ft, cm or m.' }).default('ft'),
  })
  .refine((range) => range.Min === null || range.Max === null || range.Min <= range.Max, {
    message: 'The smallest size must not be above the largest.',
    path: ['Min'],
  });
export type SizeRange = z.input<typeof sizeRangeSchema>;

/**
 * POST users/0/PlantSearch/ — SPEC §3 Plant search filter, with every filter our data holds.
 * Filters combine with AND; inside one list any chosen value matches (OR). SPEC's spelling
 * `Attracants` is the wire name. `Poisonous` lists what to avoid: a plant matches when it is
 * toxic in none of the chosen ways. Hardiness comes from YardId (its zone) or ZipCode (its
 * zone, or with IsRadiusSelected every zone within Radius miles: the plant must be hardy in
 * all of them). `zid` keeps only plants scoring good or borderline in that zone of the
 * gardener's. Brands and Miscellaneous are not in our data and are ignored.
 */
export const plantSearchFilterSchema = z.object({
  i: pageIndex.default(0),
  c: pageSize.default(PLANT_PAGE_SIZE),
  k: searchText.default(''),
  s: z.enum(PLANT_SORTS, { message: 'Choose a sort from the list.' }).default('Relevance'),
  /** A plant category (Vegetables, Herbs ...); 0 = all. */
  cid: z.coerce.number().int().nonnegative('The category id must not be negative.').default(0),
  Latitude: z.number().min(-90).max(90).nullable().default(null),
  Longitude: z.number().min(-180).max(180).nullable().default(null),
  PartnerId: z.coerce.number().int().nonnegative().default(0),
  IsPTL: z.boolean().default(false),
  YardId: z.coerce.number().int().nonnegative('The yard id must not be negative.').default(0),
  ZipCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'A ZIP code is 5 digits.')
    .default(''),
  Radius: z
    .number()
    .nonnegative('The radius must not be negative.')
    .max(PLANT_SEARCH_MAX_RADIUS_MILES, `The radius must be at most ${PLANT_SEARCH_MAX_RADIUS_MILES} miles.`)
    .default(0),
  IsRadiusSelected: z.boolean().default(false),
  SunRequirementsIds: idList('sun requirement'),
  WaterRequirementsIds: idList('water requirement'),
  AdultHeight: sizeRangeSchema.nullable().default(null),
  AdultSpread: sizeRangeSchema.nullable().default(null),
  Categories: idList('category'),
  FlowerTimes: idList('flower time'),
  Attracants: idList('attractant'),
  Resistances: idList('resistance'),
  Tolerances: idList('tolerance'),
  Poisonous: idList('toxicity'),
  LeafRetentions: idList('leaf retention'),
  /** Only plants that score good or borderline in this zone of the gardener's; 0 = no zone. */
  zid: z.coerce.number().int().nonnegative('The zone id must not be negative.').default(0),
});
/** What a client sends: any subset of the filter (coerced fields read as their output type). */
export type PlantSearchFilter = Partial<z.output<typeof plantSearchFilterSchema>>;
export type PlantSearchCriteria = z.output<typeof plantSearchFilterSchema>;

/**
 * GET Plants/0/Search/ — SPEC §3 "Other filter": the quick search of one value per filter.
 * cid category, lid leaf retention, sid sun requirement, wid water requirement, f flower time,
 * t tolerance; b (brand) and lat/lng are accepted and not used by our data.
 */
export const plantQuickSearchQuerySchema = z.object({
  k: searchText.default(''),
  s: z.enum(PLANT_SORTS, { message: 'Choose a sort from the list.' }).default('Relevance'),
  i: pageIndex.default(0),
  c: pageSize.default(PLANT_PAGE_SIZE),
  cid: wholeId('category id', 0).default(0),
  b: wholeId('brand id', 0).default(0),
  lid: wholeId('leaf retention id', 0).default(0),
  sid: wholeId('sun requirement id', 0).default(0),
  wid: wholeId('water requirement id', 0).default(0),
  f: wholeId('flower time id', 0).default(0),
  t: wholeId('tolerance id', 0).default(0),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type PlantQuickSearchQuery = Partial<z.output<typeof plantQuickSearchQuerySchema>>;

/** A plant in a list: search results, favorites, featured, suggested and companion plants. */
export const plantListItemSchema = z.object({
  Id: z.number().int(),
  CommonName: z.string(),
  BotanicalName: z.string(),
  OtherNames: z.array(z.string()),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  /**
   * The plant's picture: the gardener's newest photo of it, else an imported open-licence
   * photo, else its generated drawing; '' only for a plant with none (the app shows the
   * SPEC §8 fallback).
   */
  Thumbnail: z.string(),
  SunRequirementId: z.number().int(),
  AltSunRequirementId: z.number().int(),
  WaterRequirementId: z.number().int(),
  ZoneLowId: z.number().int(),
  ZoneHighId: z.number().int(),
  IsFavorite: z.boolean(),
  /** The plant's overall score in the zone or spot asked about; null when none was. */
  Thrive: thriveOverallSchema.nullable(),
});
export type PlantListItem = z.infer<typeof plantListItemSchema>;

/** A page of plants (SPEC §3 listings carry TotalRows). */
export const plantPageSchema = z.object({
  Items: z.array(plantListItemSchema),
  TotalRows: z.number().int(),
  i: z.number().int(),
  c: z.number().int(),
});
export type PlantPage = z.infer<typeof plantPageSchema>;

/** GET Common/0/PlantSearchOptions: the lists the search filters offer besides growing conditions. */
export const plantSearchOptionsSchema = z.object({
  Categories: z.array(referenceItemSchema.extend({ Key: z.string() })),
  FlowerTimes: z.array(referenceItemSchema),
  LeafRetentions: z.array(referenceItemSchema),
});
export type PlantSearchOptions = z.infer<typeof plantSearchOptionsSchema>;
