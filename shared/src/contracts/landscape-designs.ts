import { z } from 'zod';
// Main-entry contracts by entry name: this file ships in the landscape entry, where a relative
// import would carry a second copy of them.
import { plantListItemSchema, userPathSchema } from '@thrive/shared/contracts';
import { designMeasuresSchema, designPlantNameSchema } from './design-measures';
import { materialRowSchema } from './material-row';
import { wholeId } from '@thrive/shared/contracts';

// The geometry of SPEC §5 travels with the contract, so the app computing figures live and
// the server recomputing them on save read one source (and the API reaches it here).

const SUN_REQUIREMENT_COUNT = 7;
const WATER_REQUIREMENT_COUNT = 5;
export const DESIGN_PAGE_SIZE = 20;
export const DESIGN_PAGE_SIZE_MAX = 50;

/** SPEC §5 "Design validation flags Name and SunRequirementId as required". */
export const DESIGN_NAME_REQUIRED = 'Please enter a name for the design.';
export const DESIGN_SUN_REQUIRED = 'Please choose how much sun the bed gets.';

const id = (what: string) => wholeId(what);
const idOrNone = (what: string) => wholeId(what, 0);
const shortText = (what: string, max: number) =>
  z
    .string({ message: `The ${what} must be text.` })
    .trim()
    .max(max, `The ${what} is too long.`)
    .default('');

/**
 * What a gardener types for a design (SPEC §3 Landscape design). The figures derived by
 * SPEC §5 (AreaFt, AreaIn, SoilVolume, MulchVolume, TotalPlantsRequired) are not taken: the
 * server computes them; a client sending them back has them dropped.
 */
const designFieldsSchema = designMeasuresSchema.extend({
  Name: z
    .string({ message: DESIGN_NAME_REQUIRED })
    .trim()
    .min(1, DESIGN_NAME_REQUIRED)
    .max(100, 'The design name is too long.'),
  /** 0 on create takes the sun of the style or zone the design starts from (see the service). */
  SunRequirementId: z
    .number({ message: DESIGN_SUN_REQUIRED })
    .int(DESIGN_SUN_REQUIRED)
    .min(0, DESIGN_SUN_REQUIRED)
    .max(SUN_REQUIREMENT_COUNT, `A sun requirement id is 1 to ${SUN_REQUIREMENT_COUNT}.`)
    .default(0),
  WaterRequirementId: z
    .number({ message: 'Choose how wet the bed is.' })
    .int('Choose how wet the bed is.')
    .min(0, 'Choose how wet the bed is.')
    .max(WATER_REQUIREMENT_COUNT, `A water requirement id is 0 to ${WATER_REQUIREMENT_COUNT}.`)
    .default(0),
  BloomTime: shortText('bloom time', 100),
  BloomColors: shortText('bloom colours', 500),
  BloomColorsNames: shortText('bloom colour names', 500),
  /** Which sides of the bed get edging, as the app codes them (SPEC does not say). */
  EdgingSide: z
    .number()
    .int()
    .min(0, 'Choose the edging sides.')
    .max(15, 'Choose the edging sides.')
    .default(0),
  EdgingArea: z.number().min(0, 'The edging area must not be negative.').max(10_000_000).default(0),
  /** Starting from a zone: bring the zone's plants into the design too. */
  CopyPlants: z.boolean({ message: 'Say whether to copy the plants.' }).default(true),
  /** The gardener's zone the design is for (0 = none): its yard gives the hardiness zone. */
  ZoneId: idOrNone('zone id').default(0),
});

/**
 * POST LandscapeDesign/{styleId}/User/0/ and PUT LandscapeDesign/{styleId}/User/{designId}/.
 * SunRequirementId may be 0 here only because a style or zone can supply it; the service
 * refuses a design still without sun with DESIGN_SUN_REQUIRED.
 */
export const designInputSchema = designFieldsSchema;
export type DesignInput = z.input<typeof designInputSchema>;
/** A design input as the server reads it, defaults filled in. */
export type DesignFields = z.output<typeof designInputSchema>;

/** The form's rule (SPEC §5): Name and SunRequirementId are required. */
export const designFormSchema = designFieldsSchema.refine((design) => design.SunRequirementId > 0, {
  message: DESIGN_SUN_REQUIRED,
  path: ['SunRequirementId'],
});

/** A plant in a design (SPEC §3 Design plant), with the fertilizer chosen for it. */
export const designPlantSchema = designPlantNameSchema.extend({
  /** The design plant row (DeletePlantLandscape). */
  Id: z.number().int(),
  BotanicalName: z.string(),
  Thumbnail: z.string(),
  FertilizerId: z.number().int(),
  FertilizerName: z.string(),
});
export type DesignPlant = z.infer<typeof designPlantSchema>;

/** GET LandscapeDesign/{id}/User/: a design with every SPEC §3 field, its plants and shopping list. */
export const designSchema = designMeasuresSchema.required().extend({
  Id: z.number().int(),
  Name: z.string(),
  StyleId: z.number().int(),
  ZoneId: z.number().int(),
  SunRequirementId: z.number().int(),
  WaterRequirementId: z.number().int(),
  AreaFt: z.number().int(),
  AreaIn: z.number().int(),
  SoilVolume: z.number(),
  MulchVolume: z.number(),
  TotalPlantsRequired: z.number().int(),
  BloomTime: z.string(),
  BloomColors: z.string(),
  BloomColorsNames: z.string(),
  EdgingSide: z.number().int(),
  EdgingArea: z.number(),
  CopyPlants: z.boolean(),
  UpdatedAt: z.string(),
  Plants: z.array(designPlantSchema),
  Materials: z.array(materialRowSchema),
});
export type Design = z.infer<typeof designSchema>;

/** A design in the gardener's list (SPEC §3 Design listing). */
export const designListItemSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StyleId: z.number().int(),
  ZoneId: z.number().int(),
  SunRequirementId: z.number().int(),
  WaterRequirementId: z.number().int(),
  AreaFt: z.number().int(),
  AreaIn: z.number().int(),
  TotalPlantsRequired: z.number().int(),
  PlantCount: z.number().int(),
  UpdatedAt: z.string(),
  /** The designer's first name or nickname. */
  Firstname: z.string(),
  /** The design's bed layout (GET LandscapeDesign/{id}/Layout.svg, with the sign-in headers). */
  Thumbnail: z.string(),
  /** The style's picture when the design follows a style, else the layout as well. */
  WebImage: z.string(),
  /** All designs matching the filter, on every row as SPEC §3 lists it. */
  TotalRows: z.number().int(),
});
export type DesignListItem = z.infer<typeof designListItemSchema>;

export const designPageSchema = z.object({
  Items: z.array(designListItemSchema),
  TotalRows: z.number().int(),
  i: z.number().int(),
  c: z.number().int(),
});
export type DesignPage = z.infer<typeof designPageSchema>;

export const DESIGN_SORTS = ['Newest', 'Oldest', 'Name ASC', 'Name DESC'] as const;

/** "1,2,3" (SPEC: id lists sent as comma lists), or a repeated parameter. */
const commaIds = (what: string) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    z.array(id(`${what} id`)).max(50, `Choose at most 50 ${what} values.`),
  );

/**
 * GET LandscapeDesign/0/UserList/ — SPEC §3 Design filter. k: words of the name; s: sort;
 * i, c: page and page size; p: only designs with this plant (0 = any). sr, wr: the design's
 * sun and water; hz: the hardiness zone it is scored in (its zone's yard, else the default
 * yard); gr, ef, at: designs with a plant of that growth rate, effort or attractant. co
 * (cost) is accepted and ignored: our plants carry no cost.
 */
export const designFilterSchema = z.object({
  k: z.string().trim().max(100, 'The search text is too long.').default(''),
  s: z.enum(DESIGN_SORTS, { message: 'Choose a sort from the list.' }).default('Newest'),
  i: z.coerce
    .number()
    .int('The page must be a whole number.')
    .nonnegative('The page must not be negative.')
    .max(100_000)
    .default(0),
  c: z.coerce
    .number()
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(DESIGN_PAGE_SIZE_MAX, `The page size must be at most ${DESIGN_PAGE_SIZE_MAX}.`)
    .default(DESIGN_PAGE_SIZE),
  p: idOrNone('plant id').default(0),
  hz: commaIds('hardiness zone'),
  sr: commaIds('sun requirement'),
  wr: commaIds('water requirement'),
  gr: commaIds('growth rate'),
  ef: commaIds('effort'),
  at: commaIds('attractant'),
  co: commaIds('cost'),
});
export type DesignFilter = z.input<typeof designFilterSchema>;
export type DesignCriteria = z.output<typeof designFilterSchema>;

/** Paths whose id is a design of the gardener's. */
export const designPathSchema = z.object({ id: id('design id') });
/** POST LandscapeDesign/{styleId}/User/0/: the style to start from, 0 for none. */
export const designCreatePathSchema = z.object({ id: idOrNone('style id') });
/** PUT LandscapeDesign/{styleId}/User/{designId}/: a style to follow from now (0 keeps the design's). */
export const designUpdatePathSchema = z.object({ id: idOrNone('style id'), designId: id('design id') });

/** GET LandscapeDesign/{id}/PlantSearch/: plants that score good where the design is. */
export const designPlantSearchQuerySchema = z.object({
  k: z.string().trim().max(100, 'The search text is too long.').default(''),
  i: z.coerce
    .number()
    .int('The page must be a whole number.')
    .nonnegative('The page must not be negative.')
    .max(100_000)
    .default(0),
  c: z.coerce
    .number()
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(DESIGN_PAGE_SIZE_MAX, `The page size must be at most ${DESIGN_PAGE_SIZE_MAX}.`)
    .default(25),
});
export type DesignPlantQuery = z.output<typeof designPlantSearchQuerySchema>;
export const designPlantPageSchema = z.object({
  Items: z.array(plantListItemSchema),
  TotalRows: z.number().int(),
  i: z.number().int(),
  c: z.number().int(),
});
export type DesignPlantPage = z.infer<typeof designPlantPageSchema>;

/** GET LandscapeDesign/{uid}/TogglePlantLandscape/{plantId}?designId&fertilizerId. */
export const togglePlantLandscapePathSchema = userPathSchema.extend({ id: id('plant id') });
export const togglePlantLandscapeQuerySchema = z.object({
  designId: id('design id'),
  fertilizerId: idOrNone('fertilizer id').default(0),
});
export type TogglePlantLandscapeQuery = z.output<typeof togglePlantLandscapeQuerySchema>;
export const togglePlantLandscapeResponseSchema = z.object({
  /** True when the plant is now in the design, false when it was taken out. */
  InDesign: z.boolean(),
  /** The design plant row when added, else 0. */
  Id: z.number().int(),
  message: z.string(),
});
export type TogglePlantLandscapeResponse = z.infer<typeof togglePlantLandscapeResponseSchema>;

/** GET LandscapeDesign/{uid}/DeletePlantLandscape/{designPlantId}. */
export const deletePlantLandscapePathSchema = userPathSchema.extend({ id: id('design plant id') });

/** POST LandscapeDesign/{id}/CopyPlantsToZone/: the design's plants into a zone of the gardener's. */
export const copyPlantsToZoneSchema = z.object({ ZoneId: id('zone id') });
export const copyPlantsToZoneResponseSchema = z.object({ Added: z.number().int(), message: z.string() });
export type CopyPlantsToZoneResponse = z.infer<typeof copyPlantsToZoneResponseSchema>;
