import type { ThriveFactor, ThriveOverall } from '../contracts/thrive';
import type { PlantRequirements, SunPxTable, ZoneConditions } from './requirements';
import { sunClassesAway, sunDirection, sunScore } from './sun-score';
import { waterDirection, waterScore } from './water-score';
import { freezeDirection, freezeScore } from './freeze-score';
import { overallScore } from './overall-score';
import { tooltip } from './tooltips';

/** A plant's four scores in one zone, each with its direction and SPEC §8 tooltip. */
export interface PlantScorecard {
  Sun: ThriveFactor;
  Water: ThriveFactor;
  Freeze: ThriveFactor;
  Overall: ThriveOverall;
}

/**
 * Scores a plant in a zone (SPEC §5, DESIGN §7) as the API sends it and the app shows it:
 * the one place that ties scores, directions and tooltip texts together.
 */
export function scorePlantInZone(
  plant: PlantRequirements,
  zone: ZoneConditions,
  sunPx: SunPxTable,
): PlantScorecard {
  const sun = sunScore(plant, zone, sunPx);
  const sunWay = sunDirection(plant, zone, sunPx);
  const water = waterScore(plant, zone);
  const waterWay = waterDirection(plant, zone);
  const freeze = freezeScore(plant, zone);
  const freezeWay = freezeDirection(plant, zone);
  const overall = overallScore(sun, water, freeze, sunClassesAway(plant, zone));
  return {
    Sun: { Score: sun, Direction: sunWay, Tooltip: tooltip('sun', sun, sunWay) },
    Water: { Score: water, Direction: waterWay, Tooltip: tooltip('water', water, waterWay) },
    Freeze: { Score: freeze, Direction: freezeWay, Tooltip: tooltip('freeze', freeze, freezeWay) },
    Overall: { Score: overall, Tooltip: tooltip('overall', overall) },
  };
}

/** Good first, then borderline, unknown, poor: the order to suggest zones in. */
export function overallRank(score: ThriveOverall['Score']): number {
  return { 1: 0, 2: 1, [-1]: 2, 0: 3 }[score];
}
