import { factorWay, type FactorWay, type ThriveTableRow } from '@thrive/shared/contracts';
import {
  freezeDirection,
  freezeScore,
  overallScore,
  SUN_CLASSES_AWAY_POOR,
  sunClassesAway,
  sunDirection,
  sunScore,
  waterDirection,
  waterScore,
  type FactorScore,
  type PlantRequirements,
  type SunPxTable,
  type ZoneConditions,
} from '@thrive/shared/thrive';
import type { GardenZone } from './garden-plants';

/** A plant's scores in one zone as a ThriveTable row carries them: sun, way, water, way, freeze, way, overall. */
export type TableScores = [
  ThriveTableRow[4],
  ThriveTableRow[5],
  ThriveTableRow[6],
  ThriveTableRow[7],
  ThriveTableRow[8],
  ThriveTableRow[9],
  ThriveTableRow[10],
];
type OverallScore = ThriveTableRow[10];
type Factor = readonly [score: FactorScore, way: FactorWay];
/** The sun factor, with whether the zone is far enough off the plant's range to make it poor overall. */
type SunFactor = readonly [score: FactorScore, way: FactorWay, farOff: boolean];

/**
 * How one plant scores in each of the garden's zones (by index in the zone list): each
 * factor's [score, way] per zone, shared by every plant with the same values for it.
 */
export interface PlantScores {
  sun: readonly SunFactor[];
  water: readonly Factor[];
  freeze: readonly Factor[];
}

const SCORES: readonly FactorScore[] = [-1, 0, 1];
const overallKey = (sun: FactorScore, water: FactorScore, freeze: FactorScore, farOff: boolean) =>
  (farOff ? 27 : 0) + (sun + 1) * 9 + (water + 1) * 3 + freeze + 1;
/** `overallScore` of each of the 54 combinations of factor scores and sun far off, worked out once. */
const OVERALL: OverallScore[] = [];
for (const farOff of [false, true])
  for (const sun of SCORES)
    for (const water of SCORES)
      for (const freeze of SCORES)
        OVERALL[overallKey(sun, water, freeze, farOff)] = overallScore(
          sun,
          water,
          freeze,
          farOff ? SUN_CLASSES_AWAY_POOR : 0,
        );

/**
 * One factor of every plant sharing the values it reads, in every zone: a memo keyed by
 * those values (the sun of the plant's two sun ids, water of its water id, freeze of its
 * hardiness range), so a yard of 615 plants scores a few dozen sets of values per zone.
 */
function factorCells<Cell>(
  zones: readonly GardenZone[],
  key: (plant: PlantRequirements) => string,
  score: (plant: PlantRequirements, zone: ZoneConditions) => Cell,
) {
  const byKey = new Map<string, Cell[]>();
  return (plant: PlantRequirements): Cell[] => {
    const k = key(plant);
    let cells = byKey.get(k);
    if (!cells) byKey.set(k, (cells = zones.map((zone) => score(plant, zone.conditions))));
    return cells;
  };
}

/**
 * Scores plants in the garden's zones as `scorePlantInZone` does (SPEC §5, DESIGN §7: the
 * same factor rules and `overallScore`), without the tooltip texts the answer no longer
 * carries. A table asks for every row's zone and, for a plant that is not good there, for
 * every other zone (BetterZones): ten thousand pairs for a 1,000-plant yard of ten zones.
 */
export function tableScorer(sunPx: SunPxTable, zones: readonly GardenZone[]) {
  const sunOf = factorCells(
    zones,
    (plant) => `${plant.SunRequirementId},${plant.AltSunRequirementId}`,
    (plant, zone): SunFactor => [
      sunScore(plant, zone, sunPx),
      factorWay(sunDirection(plant, zone, sunPx)),
      sunClassesAway(plant, zone) >= SUN_CLASSES_AWAY_POOR,
    ],
  );
  const waterOf = factorCells(
    zones,
    (plant) => `${plant.WaterRequirementId}`,
    (plant, zone): Factor => [waterScore(plant, zone), factorWay(waterDirection(plant, zone))],
  );
  const freezeOf = factorCells(
    zones,
    (plant) => `${plant.ZoneLowId},${plant.ZoneHighId}`,
    (plant, zone): Factor => [freezeScore(plant, zone), factorWay(freezeDirection(plant, zone))],
  );
  return (plant: PlantRequirements): PlantScores => ({
    sun: sunOf(plant),
    water: waterOf(plant),
    freeze: freezeOf(plant),
  });
}

/** The overall score in the zone at an index: all that BetterZones compares. */
export const overallIn = ({ sun, water, freeze }: PlantScores, at: number): OverallScore =>
  OVERALL[overallKey(sun[at]![0], water[at]![0], freeze[at]![0], sun[at]![2])]!;

/** The scores in the zone at an index as a row carries them. */
export const scoresIn = (scores: PlantScores, at: number): TableScores => [
  scores.sun[at]![0],
  scores.sun[at]![1],
  ...scores.water[at]!,
  ...scores.freeze[at]!,
  overallIn(scores, at),
];
