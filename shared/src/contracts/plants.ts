import { z } from 'zod';
import { idSchema, wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { referenceItemSchema } from './reference';
import { plantZoneScoreSchema } from './thrive';
import { LENGTH_UNITS, PLANT_PAGE_SIZE, PLANT_PAGE_SIZE_MAX, plantListItemSchema } from './plant-search';

const positiveId = (what: string) => wholeId(`${what} id`);
const nonNegativeId = (what: string) =>
  idSchema(0, {
    notWhole: `The ${what} id must be a whole number.`,
    tooSmall: `The ${what} id must not be negative.`,
    tooLarge: `The ${what} id is too large.`,
  });

export const PLANT_NOTES_MAX_LENGTH = 4000;

/** Paths of the plant calls: `{id}` is a catalogue plant (reference data anyone signed in reads). */
export const plantPathSchema = z.object({ id: positiveId('plant') });
export const userPlantPathSchema = userPathSchema.extend({ id: positiveId('plant') });

/** GET Users/{uid}/Plant/{id}/?lat&lng&zid — zid adds the plant's scores in that zone of the gardener's. */
export const plantDetailsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  zid: nonNegativeId('zone').default(0),
});
export type PlantDetailsQuery = Partial<z.output<typeof plantDetailsQuerySchema>>;

/**
 * Who made an imported open-licence photo and under which licence: shown beside the photo,
 * as the licences require. The gardener's own photos have none.
 */
export const photoCreditSchema = z.object({
  Author: z.string(),
  /** Short licence name, e.g. "CC BY-SA 4.0" or "Public domain". */
  Licence: z.string(),
  /** The licence's own page ('' for public domain without one). */
  LicenceUrl: z.string(),
  /** The photo's page at its source (e.g. its Wikimedia Commons file page). */
  SourceUrl: z.string(),
});
export type PhotoCredit = z.infer<typeof photoCreditSchema>;

/** A plant photo (SPEC §2.6 plant-images widget); Credit only on imported open-licence photos. */
export const plantImageSchema = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Thumbnail: z.string(),
  Credit: photoCreditSchema.optional(),
});
export type PlantImage = z.infer<typeof plantImageSchema>;

/** An adult height or spread as the catalogue holds it (inches); null when not known. */
export const plantSizeSchema = z
  .object({ Min: z.number(), Max: z.number(), Unit: z.enum(LENGTH_UNITS) })
  .nullable();

/**
 * A weed's status (issue 28): 'noxious' when a law lists it (the federal noxious weed list or
 * a state's noxious weed or prohibited plant list), 'invasive' when state invasive plant
 * councils list it for spreading into wild places.
 */
export const WEED_STATUSES = ['noxious', 'invasive'] as const;
export type WeedStatus = (typeof WEED_STATUSES)[number];

/** A catalogue plant to grow in a weed's place. */
export const plantInsteadSchema = z.object({ Id: z.number().int(), CommonName: z.string() });

/** The weed mark of a plant's details: its status and what to plant instead (may be none). */
export const plantWeedSchema = z.object({
  Status: z.enum(WEED_STATUSES),
  Instead: z.array(plantInsteadSchema),
});
export type PlantWeed = z.infer<typeof plantWeedSchema>;

/** GET Users/{uid}/Plant/{id}/ — everything the plant details page shows about one plant. */
export const plantDetailsSchema = z.object({
  Id: z.number().int(),
  CommonName: z.string(),
  BotanicalName: z.string(),
  OtherNames: z.array(z.string()),
  Description: z.string(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  Lifecycle: z.string(),
  SunRequirementId: z.number().int(),
  SunRequirementName: z.string(),
  AltSunRequirementId: z.number().int(),
  AltSunRequirementName: z.string(),
  WaterRequirementId: z.number().int(),
  WaterRequirementName: z.string(),
  ZoneLowId: z.number().int(),
  ZoneLowName: z.string(),
  ZoneHighId: z.number().int(),
  ZoneHighName: z.string(),
  BloomColors: z.array(z.string()),
  FlowerTimes: z.array(referenceItemSchema),
  AdultHeight: plantSizeSchema,
  AdultSpread: plantSizeSchema,
  GrowthRate: z.string(),
  LeafRetention: z.string(),
  Effort: z.string(),
  /** The gardener's photos of the plant first, then imported open-licence photos. */
  Images: z.array(plantImageSchema),
  /**
   * The plant's generated drawing (Plants/{id}/Illustration.svg?v=<hash>), shown when it has
   * no photo; '' for a plant without one.
   */
  Illustration: z.string(),
  IsFavorite: z.boolean(),
  /** The gardener's own notes on this plant ('' when none). */
  Notes: z.string(),
  /** When the gardener last opened this plant before now (ISO), null the first time. */
  LastSeenAt: z.string().nullable(),
  /** The plant in zone `zid` when one was asked for (with PlantZoneId when it grows there). */
  ZoneScore: plantZoneScoreSchema.nullable(),
  /** The plant's weed mark (issue 28); null for a plant that is not a noxious or invasive weed. */
  Weed: plantWeedSchema.nullable(),
});
export type PlantDetails = z.infer<typeof plantDetailsSchema>;

/** GET plants/{id}/Attributes?all=1 — all=1 lists every item of each list, marking the plant's. */
export const plantAttributesQuerySchema = z.object({
  all: z.coerce.number().int().min(0).max(1, 'all is 0 or 1.').default(0),
});
/** An attracts/resistant/tolerates/toxicity item with its icon name and the expert's tip (SPEC §2.6). */
export const plantAttributeItemSchema = referenceItemSchema.extend({
  Icon: z.string(),
  Tip: z.string(),
  Has: z.boolean(),
});
export type PlantAttributeItem = z.infer<typeof plantAttributeItemSchema>;
export const plantAttributeListsSchema = z.object({
  Attractants: z.array(plantAttributeItemSchema),
  Resistances: z.array(plantAttributeItemSchema),
  Tolerances: z.array(plantAttributeItemSchema),
  Poisonous: z.array(plantAttributeItemSchema),
});
export type PlantAttributeLists = z.infer<typeof plantAttributeListsSchema>;

/** GET plants/{id}/Fertilizer/{zoneId} — the options for this plant, with what suits it and what is chosen. */
export const plantFertilizerPathSchema = z.object({ id: positiveId('plant'), zoneId: nonNegativeId('zone') });
export const plantFertilizerSchema = z.object({
  Options: z.array(referenceItemSchema.extend({ Recommended: z.boolean() })),
  /** Why the recommended options suit this plant, in a sentence. */
  Advice: z.string(),
  /** The fertilizer chosen for the plant in that zone; 0 when none or not planted there. */
  SelectedId: z.number().int(),
});
export type PlantFertilizer = z.infer<typeof plantFertilizerSchema>;

/** GET Users/{uid}/CareTips/{id}/ — care tips for one plant, one or more per care category. */
export const careTipSchema = z.object({
  CareCategoryId: z.number().int(),
  CareCategory: z.string(),
  Icon: z.string(),
  Body: z.string(),
});
export type CareTip = z.infer<typeof careTipSchema>;
export const careTipsResponseSchema = z.array(careTipSchema);

/**
 * GET Plants/{id}/SuggestedCompanions/{zoneId}/?lat&lng&pid&ptl — the plant's known good
 * companions from our companion table first, then plants of like needs and size that do well in
 * the zone and share no pest with the plant (zoneId 0: the plant's own conditions).
 */
export const companionsPathSchema = z.object({ id: positiveId('plant'), zoneId: nonNegativeId('zone') });
export const companionsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  pid: nonNegativeId('partner').default(0),
  ptl: z.coerce.number().int().min(0).max(1).default(0),
});
/** Why two plants of our companion table grow well together (reference-data/companions). */
export const COMPANION_REASONS = ['Pest deterrence', 'Pollinators', 'Shade', 'Nitrogen', 'Support'] as const;
export type CompanionReason = (typeof COMPANION_REASONS)[number];
export const companionPairingSchema = z.object({
  Reason: z.enum(COMPANION_REASONS),
  /** How the two help each other, in a sentence the card shows. */
  Note: z.string(),
});
export type CompanionPairing = z.infer<typeof companionPairingSchema>;
/** A companion: a plant in a list, with its pairing when it is a known good companion. */
export const companionItemSchema = plantListItemSchema.extend({
  Pairing: companionPairingSchema.optional(),
});
export type CompanionItem = z.infer<typeof companionItemSchema>;
export const companionsResponseSchema = z.object({
  Items: z.array(companionItemSchema),
  /** How the companions were chosen, in a sentence the page shows. */
  Basis: z.string(),
});
export type Companions = z.infer<typeof companionsResponseSchema>;

/** SPEC §3 Product, as the product details panel shows it; Quantity and Price as exact decimals. */
export const productSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  BrandName: z.string(),
  ProductCategoryId: z.number().int(),
  ProductCategoryName: z.string(),
  Description: z.string(),
  SKU: z.string(),
  ProductSize: z.string(),
  Quantity: z.number(),
  Price: z.number(),
  Currency: z.string(),
  URL: z.string(),
  ImagePath: z.string(),
});
export type Product = z.infer<typeof productSchema>;
/** GET Plants/{id}/SuggestProducts/ */
export const suggestedProductsResponseSchema = z.array(productSchema);
/** GET partnerproducts/0/productCategories */
export const productCategoriesResponseSchema = z.array(referenceItemSchema);
/** GET partnerproducts/{id}/getById/ — the product with the category list (loaded together, SPEC §7). */
export const productByIdResponseSchema = z.object({
  Product: productSchema,
  Categories: z.array(referenceItemSchema),
});
export type ProductById = z.infer<typeof productByIdResponseSchema>;

/** PATCH Users/{uid}/PlantView/{id}/ */
export const plantViewSchema = z.object({
  Latitude: z.number().min(-90).max(90).nullable().default(null),
  Longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type PlantView = z.input<typeof plantViewSchema>;
export const plantViewResponseSchema = z.object({ LastSeenAt: z.string() });

/** POST Users/{uid}/PlantNotes/{id}/ — '' deletes the note. */
export const plantNotesSchema = z.object({
  Notes: z
    .string()
    .trim()
    .max(PLANT_NOTES_MAX_LENGTH, `Notes must be at most ${PLANT_NOTES_MAX_LENGTH} characters.`),
});
export type PlantNotesInput = z.input<typeof plantNotesSchema>;
export const plantNotesResponseSchema = z.object({ Notes: z.string(), UpdatedAt: z.string().nullable() });

/** GET users/{uid}/ToggleFavoritePlant/{id} */
export const favoriteToggleResponseSchema = z.object({ PlantId: z.number().int(), IsFavorite: z.boolean() });
export type FavoriteToggle = z.infer<typeof favoriteToggleResponseSchema>;

const pageQuery = {
  i: z.coerce.number().int().nonnegative('The page must not be negative.').default(0),
  c: z.coerce
    .number()
    .int()
    .min(1, 'The page size must be at least 1.')
    .max(PLANT_PAGE_SIZE_MAX, `The page size must be at most ${PLANT_PAGE_SIZE_MAX}.`)
    .default(PLANT_PAGE_SIZE),
};

/** GET users/{uid}/favorites?i&c&k&s — newest first unless sorted by name. */
export const FAVORITE_SORTS = ['Added DESC', 'CommonName ASC'] as const;
export const favoritesQuerySchema = z.object({
  ...pageQuery,
  k: z.string().trim().max(100, 'The search text is too long.').default(''),
  s: z.enum(FAVORITE_SORTS, { message: 'Choose a sort from the list.' }).default('Added DESC'),
});
export type FavoritesQuery = Partial<z.output<typeof favoritesQuerySchema>>;

/** POST Users/{uid}/FeaturedPlants/{sponsorId}/ with a page. */
export const featuredPlantsPathSchema = userPathSchema.extend({ id: positiveId('sponsor') });
export const featuredPlantsRequestSchema = z.object(pageQuery);
export type FeaturedPlantsRequest = Partial<z.output<typeof featuredPlantsRequestSchema>>;
export const featuredPlantsResponseSchema = z.object({
  Sponsor: z.object({
    Id: z.number().int(),
    DisplayName: z.string(),
    /** SPEC §3 Sponsor: Name is the banner image address, PX the link address. */
    Name: z.string(),
    PX: z.string(),
  }),
  Items: z.array(plantListItemSchema),
  TotalRows: z.number().int(),
});
export type FeaturedPlants = z.infer<typeof featuredPlantsResponseSchema>;
