import { z } from 'zod';
import { idSchema } from './database-ids';

/** An item of a reference list (SPEC §3: {Id, Name}). */
export const referenceItemSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/** GET Common/0/ExpertTopics, GET Common/0/PartnerTypes. */
export const referenceListResponseSchema = z.array(referenceItemSchema);

/** GET Categories/0/GetCareCategories: care categories with their icon name. */
export const careCategorySchema = referenceItemSchema.extend({ Icon: z.string() });
export type CareCategory = z.infer<typeof careCategorySchema>;
export const careCategoriesResponseSchema = z.array(careCategorySchema);

/** GET Common/{id}/PlantAttributes: the attribute catalogue (0), or one plant's attributes. */
export const plantAttributesResponseSchema = z.object({
  Attractants: z.array(referenceItemSchema),
  Resistances: z.array(referenceItemSchema),
  Tolerances: z.array(referenceItemSchema),
  Poisonous: z.array(referenceItemSchema),
});
export type PlantAttributesResponse = z.infer<typeof plantAttributesResponseSchema>;

export const idPathSchema = z.object({
  id: idSchema(0, { notWhole: 'The id must be a whole number.', tooSmall: 'The id must not be negative.' }),
});

/** GET bridge/0/countries, GET bridge/0/genders (SPEC §7 Session). */
export const countriesResponseSchema = z.array(referenceItemSchema.extend({ Code: z.string() }));

/** GET bridge/{countryId}/states. */
export const statesResponseSchema = z.array(
  referenceItemSchema.extend({ Code: z.string(), CountryId: z.number().int() }),
);

/**
 * GET Common/0/GrowingConditions: the lists a yard, a zone and a plant-zone are described
 * with (SPEC §3 reference lists), for pickers and labels. PX is hours of direct sun.
 */
export const growingConditionsSchema = z.object({
  SunRequirements: z.array(referenceItemSchema.extend({ PX: z.number() })),
  WaterRequirements: z.array(referenceItemSchema),
  HardinessZones: z.array(referenceItemSchema.extend({ MinTempF: z.number(), MaxTempF: z.number() })),
  /** SPEC §3 Fertilizer option {Id, Name}; 0 (none chosen) is not in the list. */
  Fertilizers: z.array(referenceItemSchema),
});
export type GrowingConditions = z.infer<typeof growingConditionsSchema>;

/** SPEC §5: the value of "no fertilizer selected" (the fertilizer popup, the task filter). */
export const NO_FERTILIZER_ID = 0;
/** SPEC §2.6, verbatim: the fertilizer pickers' first option. */
export const NO_FERTILIZER_TEXT = '-Select Fertilizer-';
