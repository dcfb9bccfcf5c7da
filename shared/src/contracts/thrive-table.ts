import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';

/**
 * GET users/{uid}/ThriveTable/{yardId} on the wire. A yard of 1,000 plants made an answer of
 * 783 KiB when every row repeated its names, yard and four tooltip texts; here each plant's
 * names travel once, zones and yards are named by their summaries, and a row is a short
 * array of ids and scores. `readThriveTable` (thrive.ts) turns it back into named rows with
 * SPEC §8's tooltips, which follow from a score and its direction.
 */

/** A sun, water or freeze score (SPEC §4): -1 unknown, 0 poor, 1 good. */
export const factorScoreSchema = z.literal([-1, 0, 1]);
/** The overall score (DESIGN §7): -1 unknown, 0 poor, 1 good, 2 borderline. */
export const overallScoreSchema = z.literal([-1, 0, 1, 2]);
/**
 * Why a factor is poor (DESIGN §7) as a sign: 1 when the zone is above the plant's range
 * (too much sun or water, too hot), -1 below it (too little, too cold), 0 no single direction.
 */
export const factorWaySchema = z.literal([-1, 0, 1]);
export type FactorWay = z.infer<typeof factorWaySchema>;

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

/**
 * Ids inside rows: whole numbers by construction. Not checked with `.int()` here: encoding
 * ~5,000 numbers with a check cost more than the rest of the answer's serialisation.
 */
const id = (name: string) => z.number().describe(name);

/** A plant of the table, once however many zones it grows in. */
export const thriveTablePlantSchema = z.tuple([
  id('PlantId'),
  z.string().describe('CommonName'),
  z.string().describe('BotanicalName'),
  z.string().describe("Thumbnail: the gardener's photo, an imported photo or the drawing ('' none)"),
]);
export type ThriveTablePlant = z.infer<typeof thriveTablePlantSchema>;

/** A zone where a plant would score better than where it grows, and its overall score there. */
export const thriveTableBetterZoneSchema = z.tuple([
  id('ZoneId'),
  overallScoreSchema.describe('Overall score there'),
]);

/**
 * One plant in one zone. PlantId is one of Plants; ZoneId one of Zones (whose YardId is
 * one of Yards). BetterZones: where the plant would score good (or, when nowhere, better
 * than here), best first, at most 3; each of Zones or OtherZones.
 */
export const thriveTableRowSchema = z.tuple([
  id('PlantZoneId'),
  id('PlantId'),
  id('ZoneId'),
  id('FertilizerId (0 none), kept when the plant is moved'),
  factorScoreSchema.describe('Sun score'),
  factorWaySchema.describe('Sun way'),
  factorScoreSchema.describe('Water score'),
  factorWaySchema.describe('Water way'),
  factorScoreSchema.describe('Freeze score'),
  factorWaySchema.describe('Freeze way'),
  overallScoreSchema.describe('Overall score'),
  z.array(thriveTableBetterZoneSchema).describe('BetterZones'),
]);
export type ThriveTableRow = z.infer<typeof thriveTableRowSchema>;

/** A zone of another yard than the table's that a row suggests. */
export const thriveOtherZoneSchema = z.object({
  ZoneId: z.number().int(),
  ZoneName: z.string(),
  YardId: z.number().int(),
  YardName: z.string(),
});
export type ThriveOtherZone = z.infer<typeof thriveOtherZoneSchema>;

/**
 * GET users/{uid}/ThriveTable/{yardId} (0 = every yard): the Thrive Scorecard. Rows by yard
 * (newest first), zone and common name; Zones and Yards count every zone and yard of the
 * table, empty ones too.
 */
export const thriveTableAnswerSchema = z.object({
  Plants: z.array(thriveTablePlantSchema),
  Rows: z.array(thriveTableRowSchema),
  Zones: z.array(thriveZoneSummarySchema),
  Yards: z.array(thriveYardSummarySchema),
  /** Zones of other yards that BetterZones name: a plant may do better in another yard. */
  OtherZones: z.array(thriveOtherZoneSchema),
});
export type ThriveTableAnswer = z.infer<typeof thriveTableAnswerSchema>;

export const thriveTablePathSchema = userPathSchema.extend({
  yardId: wholeId('yard id', 0),
});
