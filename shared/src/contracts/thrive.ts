import { z } from 'zod';
import { userPathSchema } from './identity';

/** A sun, water or freeze score (-1 unknown, 0 poor, 1 good; SPEC §4) with why and the §8 text. */
export const thriveFactorSchema = z.object({
  Score: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** Why a poor score is poor (DESIGN §7); null when good, unknown or not one direction. */
  Direction: z.enum(['too-much', 'too-little', 'too-cold', 'too-hot']).nullable(),
  Tooltip: z.string(),
});
export type ThriveFactor = z.infer<typeof thriveFactorSchema>;

/** The overall score (DESIGN §7): -1 unknown, 0 poor, 1 good, 2 borderline. */
export const thriveOverallSchema = z.object({
  Score: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]),
  Tooltip: z.string(),
});
export type ThriveOverall = z.infer<typeof thriveOverallSchema>;

/** A zone of the gardener's where a plant would score better than where it is. */
export const betterZoneSchema = z.object({
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  YardName: z.string(),
  Overall: thriveOverallSchema,
});
export type BetterZone = z.infer<typeof betterZoneSchema>;

/** One plant in one zone on the Thrive Scorecard. */
export const thriveRowSchema = z.object({
  PlantZoneId: z.number().int(),
  PlantId: z.number().int(),
  CommonName: z.string(),
  BotanicalName: z.string(),
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  YardName: z.string(),
  /** The fertilizer chosen for the plant here (0 none), kept when the plant is moved. */
  FertilizerId: z.number().int(),
  Sun: thriveFactorSchema,
  Water: thriveFactorSchema,
  Freeze: thriveFactorSchema,
  Overall: thriveOverallSchema,
  /**
   * What to change when the plant is not good here: the gardener's zones where it would
   * score good (or, when none, better than here), best first.
   */
  BetterZones: z.array(betterZoneSchema),
});
export type ThriveRow = z.infer<typeof thriveRowSchema>;

/** How many plants of a zone or yard score good, borderline, poor and unknown. */
export const thriveCountsSchema = z.object({
  Good: z.number().int(),
  Borderline: z.number().int(),
  Poor: z.number().int(),
  Unknown: z.number().int(),
});
export type ThriveCounts = z.infer<typeof thriveCountsSchema>;

export const thriveZoneSummarySchema = thriveCountsSchema.extend({
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  SunRequirementId: z.number().int(),
  WaterRequirementId: z.number().int(),
});
export type ThriveZoneSummary = z.infer<typeof thriveZoneSummarySchema>;

export const thriveYardSummarySchema = thriveCountsSchema.extend({
  YardId: z.number().int(),
  YardName: z.string(),
  HardinessZoneId: z.number().int(),
});
export type ThriveYardSummary = z.infer<typeof thriveYardSummarySchema>;

/** GET users/{uid}/ThriveTable/{yardId} (0 = every yard): the Thrive Scorecard. */
export const thriveTableSchema = z.object({
  Rows: z.array(thriveRowSchema),
  Zones: z.array(thriveZoneSummarySchema),
  Yards: z.array(thriveYardSummarySchema),
});
export type ThriveTable = z.infer<typeof thriveTableSchema>;

export const thriveTablePathSchema = userPathSchema.extend({
  yardId: z.coerce
    .number()
    .int('The yard id must be a whole number.')
    .nonnegative('The yard id must be 0 or above.'),
});

/** POST users/{uid}/PlantThriveScorecard: how one plant would do in each of the gardener's zones. */
export const plantThriveScorecardRequestSchema = z.object({
  PlantId: z.coerce.number().int().positive('Choose a plant.'),
  /** Only this yard's zones; 0 = every yard. */
  YardId: z.coerce.number().int().nonnegative().default(0),
});
export type PlantThriveScorecardRequest = z.input<typeof plantThriveScorecardRequestSchema>;

export const plantZoneScoreSchema = z.object({
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  YardName: z.string(),
  /** The plant-zone id when the plant already grows in this zone, else 0. */
  PlantZoneId: z.number().int(),
  Sun: thriveFactorSchema,
  Water: thriveFactorSchema,
  Freeze: thriveFactorSchema,
  Overall: thriveOverallSchema,
});
export type PlantZoneScore = z.infer<typeof plantZoneScoreSchema>;
export const plantThriveScorecardResponseSchema = z.array(plantZoneScoreSchema);
