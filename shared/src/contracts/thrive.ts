import { z } from 'zod';
import { tooltip } from '../thrive/tooltips';
import {
  factorScoreSchema,
  overallScoreSchema,
  thriveYardSummarySchema,
  thriveZoneSummarySchema,
  type FactorWay,
  type ThriveTableAnswer,
} from './thrive-table';

export * from './thrive-table';

/** A sun, water or freeze score (-1 unknown, 0 poor, 1 good; SPEC §4) with why and the §8 text. */
export const thriveFactorSchema = z.object({
  Score: factorScoreSchema,
  /** Why a poor score is poor (DESIGN §7); null when good, unknown or not one direction. */
  Direction: z.enum(['too-much', 'too-little', 'too-cold', 'too-hot']).nullable(),
  Tooltip: z.string(),
});
export type ThriveFactor = z.infer<typeof thriveFactorSchema>;

/** The overall score (DESIGN §7): -1 unknown, 0 poor, 1 good, 2 borderline. */
export const thriveOverallSchema = z.object({
  Score: overallScoreSchema,
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
  /** The plant's picture, as every plant list has it (plantListItem Thumbnail). */
  Thumbnail: z.string(),
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

/**
 * The Thrive Scorecard as the app reads it: the ThriveTable answer (thrive-table.ts) with
 * every row named and its tooltips filled in by `readThriveTable`. Not sent as such.
 */
export const thriveTableSchema = z.object({
  Rows: z.array(thriveRowSchema),
  Zones: z.array(thriveZoneSummarySchema),
  Yards: z.array(thriveYardSummarySchema),
});
export type ThriveTable = z.infer<typeof thriveTableSchema>;

type FactorKind = 'sun' | 'water' | 'freeze';
type Direction = ThriveFactor['Direction'];

/** The direction a way names, per factor (DESIGN §7: above the plant's range is too much or too hot). */
const DIRECTION_OF_WAY = {
  sun: { [1]: 'too-much', [-1]: 'too-little' },
  water: { [1]: 'too-much', [-1]: 'too-little' },
  freeze: { [1]: 'too-hot', [-1]: 'too-cold' },
} as const satisfies Record<FactorKind, Record<1 | -1, NonNullable<Direction>>>;

/** A factor's direction as the ThriveTable answer writes it (its `factorWaySchema`). */
export function factorWay(direction: Direction): FactorWay {
  if (direction === null) return 0;
  return direction === 'too-much' || direction === 'too-hot' ? 1 : -1;
}

function readFactor(kind: FactorKind, Score: ThriveFactor['Score'], way: FactorWay): ThriveFactor {
  if (kind === 'freeze') {
    const Direction = way === 0 ? null : DIRECTION_OF_WAY.freeze[way];
    return { Score, Direction, Tooltip: tooltip('freeze', Score, Direction) };
  }
  const Direction = way === 0 ? null : DIRECTION_OF_WAY[kind][way];
  return { Score, Direction, Tooltip: tooltip(kind, Score, Direction) };
}

const readOverall = (Score: ThriveOverall['Score']): ThriveOverall => ({
  Score,
  Tooltip: tooltip('overall', Score),
});

/** Fails loudly, like a contract, when a row names something the answer does not have. */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ThriveTable answer has no ${what}.`);
  return value;
}

/** The ThriveTable answer with its rows named and SPEC §8's tooltips (from score and direction). */
export function readThriveTable(answer: ThriveTableAnswer): ThriveTable {
  const plants = new Map(
    answer.Plants.map(([id, CommonName, BotanicalName, Thumbnail]) => [
      id,
      { CommonName, BotanicalName, Thumbnail },
    ]),
  );
  const yardNames = new Map(answer.Yards.map((yard) => [yard.YardId, yard.YardName]));
  const places = new Map<number, Omit<BetterZone, 'Overall'>>(
    answer.OtherZones.map((zone) => [zone.ZoneId, zone]),
  );
  for (const { ZoneId, ZoneName, YardId } of answer.Zones) {
    places.set(ZoneId, {
      ZoneId,
      ZoneName,
      YardId,
      YardName: found(yardNames.get(YardId), `yard ${YardId}`),
    });
  }
  const place = (zoneId: number) => found(places.get(zoneId), `zone ${zoneId}`);
  const Rows = answer.Rows.map(
    ([
      PlantZoneId,
      PlantId,
      ZoneId,
      FertilizerId,
      sun,
      sunWay,
      water,
      waterWay,
      freeze,
      freezeWay,
      overall,
      better,
    ]) => ({
      PlantZoneId,
      PlantId,
      ...found(plants.get(PlantId), `plant ${PlantId}`),
      ...place(ZoneId),
      FertilizerId,
      Sun: readFactor('sun', sun, sunWay),
      Water: readFactor('water', water, waterWay),
      Freeze: readFactor('freeze', freeze, freezeWay),
      Overall: readOverall(overall),
      BetterZones: better.map(([zoneId, score]) => ({ ...place(zoneId), Overall: readOverall(score) })),
    }),
  );
  return { Rows, Zones: answer.Zones, Yards: answer.Yards };
}

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
