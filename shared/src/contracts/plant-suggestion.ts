import { z } from 'zod';
import { PLANT_PAGE_SIZE, PLANT_PAGE_SIZE_MAX, plantListItemSchema, sizeRangeSchema } from './plant-search';

const SUN_REQUIREMENT_MAX_ID = 7;
const WATER_REQUIREMENT_MAX_ID = 5;
const HARDINESS_ZONE_MAX_ID = 26;

const wishList = (what: string) =>
  z
    .array(z.number().int().positive(`Each ${what} id must be above 0.`))
    .max(20)
    .default([]);

/** Suggest-a-plant messages (shown under the field they name). */
export const SUGGEST_MESSAGES = {
  sun: 'Choose how much sun the spot gets.',
  water: 'Choose how moist the soil is.',
  zone: 'Choose your hardiness zone, or a yard or zone of yours.',
} as const;

/**
 * POST Plants/0/SuggestPlants/ — the spot the gardener describes (SPEC §1 Suggest a Plant).
 * A ZoneId of the gardener's gives sun, water and hardiness at once; a YardId gives the
 * hardiness zone; otherwise each is chosen. Wishes rank plants; size limits and Categories
 * filter them. Only plants that score good in the spot are suggested.
 */
export const suggestPlantsRequestSchema = z
  .object({
    ZoneId: z.number().int().nonnegative().default(0),
    YardId: z.number().int().nonnegative().default(0),
    SunRequirementId: z.number().int().min(0).max(SUN_REQUIREMENT_MAX_ID, SUGGEST_MESSAGES.sun).default(0),
    WaterRequirementId: z
      .number()
      .int()
      .min(0)
      .max(WATER_REQUIREMENT_MAX_ID, SUGGEST_MESSAGES.water)
      .default(0),
    HardinessZoneId: z.number().int().min(0).max(HARDINESS_ZONE_MAX_ID, SUGGEST_MESSAGES.zone).default(0),
    MaxHeight: sizeRangeSchema.nullable().default(null),
    MaxSpread: sizeRangeSchema.nullable().default(null),
    Categories: wishList('category'),
    Attractants: wishList('attractant'),
    Resistances: wishList('resistance'),
    Tolerances: wishList('tolerance'),
    /** Toxicities to avoid: suggested plants have none of them. */
    Avoid: wishList('toxicity'),
    i: z.number().int().nonnegative().default(0),
    c: z.number().int().min(1).max(PLANT_PAGE_SIZE_MAX).default(PLANT_PAGE_SIZE),
  })
  .superRefine((spot, context) => {
    if (spot.ZoneId > 0) return;
    if (spot.SunRequirementId === 0)
      context.addIssue({ code: 'custom', path: ['SunRequirementId'], message: SUGGEST_MESSAGES.sun });
    if (spot.WaterRequirementId === 0)
      context.addIssue({ code: 'custom', path: ['WaterRequirementId'], message: SUGGEST_MESSAGES.water });
    if (spot.YardId === 0 && spot.HardinessZoneId === 0)
      context.addIssue({ code: 'custom', path: ['HardinessZoneId'], message: SUGGEST_MESSAGES.zone });
  });
export type SuggestPlantsRequest = z.input<typeof suggestPlantsRequestSchema>;

/** A suggested plant: how many of the gardener's wishes it meets, and which. */
export const suggestedPlantSchema = plantListItemSchema.extend({
  WishesMet: z.array(z.string()),
});
export type SuggestedPlant = z.infer<typeof suggestedPlantSchema>;

export const suggestPlantsResponseSchema = z.object({
  Items: z.array(suggestedPlantSchema),
  TotalRows: z.number().int(),
  /** The spot as the server understood it (names), for the results heading. */
  Spot: z.object({ Sun: z.string(), Water: z.string(), HardinessZone: z.string() }),
});
export type SuggestPlantsResponse = z.infer<typeof suggestPlantsResponseSchema>;
