import type { AmountDirection, PlantRequirements, SunPxTable, ZoneConditions } from './requirements';
import { FULL_RANGE_SUN_ID, NOT_SET_ID, THRIVE_SCORE, type FactorScore } from './scores';

export type PlantSun = Pick<PlantRequirements, 'SunRequirementId' | 'AltSunRequirementId'>;
export type ZoneSun = Pick<ZoneConditions, 'sunRequirementId'>;

type Placement = 'within' | AmountDirection;

/**
 * Where the zone's PX lies against the plant's range, from its primary to its alternate PX
 * (in either order). Without an alternate the range is the primary PX alone. Undefined
 * when a PX is not in the table: the value cannot be judged.
 */
function placeZoneSun(plant: PlantSun, zone: ZoneSun, sunPx: SunPxTable): Placement | undefined {
  const zonePx = sunPx.get(zone.sunRequirementId);
  const primary = sunPx.get(plant.SunRequirementId);
  const alternate = plant.AltSunRequirementId === NOT_SET_ID ? primary : sunPx.get(plant.AltSunRequirementId);
  if (zonePx === undefined || primary === undefined || alternate === undefined) return undefined;
  if (zonePx > Math.max(primary, alternate)) return 'too-much';
  if (zonePx < Math.min(primary, alternate)) return 'too-little';
  return 'within';
}

/**
 * SPEC §5 Sun score. A plant whose alternate is 7 counts as full-range too: both of its
 * values are "the plant value", and a plant that adapts to any sun cannot be mis-placed.
 */
export function sunScore(plant: PlantSun, zone: ZoneSun, sunPx: SunPxTable): FactorScore {
  if (zone.sunRequirementId === NOT_SET_ID || plant.SunRequirementId === NOT_SET_ID)
    return THRIVE_SCORE.Unknown;
  const values = [zone.sunRequirementId, plant.SunRequirementId, plant.AltSunRequirementId];
  if (values.includes(FULL_RANGE_SUN_ID) || zone.sunRequirementId === plant.SunRequirementId)
    return THRIVE_SCORE.Good;
  const placement = placeZoneSun(plant, zone, sunPx);
  if (placement === undefined) return THRIVE_SCORE.Unknown;
  return placement === 'within' ? THRIVE_SCORE.Good : THRIVE_SCORE.Poor;
}

/** Why the sun score is poor: zone PX above the plant's range is too much (DESIGN §7); else null. */
export function sunDirection(plant: PlantSun, zone: ZoneSun, sunPx: SunPxTable): AmountDirection | null {
  if (sunScore(plant, zone, sunPx) !== THRIVE_SCORE.Poor) return null;
  const placement = placeZoneSun(plant, zone, sunPx);
  return placement === 'within' || placement === undefined ? null : placement;
}

/**
 * The broad sun classes of the sun requirement ids (DESIGN §7), the four a plant tag names:
 * full sun (Full Sun, Mostly Sun: 6 hours or more), part sun (4 to 6 hours), part shade
 * (2 to 4 hours) and shade (Mostly Shade, Full Shade). Id 7, the full range, has no class:
 * it suits any.
 */
const SUN_CLASS: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 3 };

/**
 * How many broad sun classes lie between the zone's sun and the plant's range (primary to
 * alternate): 0 within it, 1 next to it (a tomato in part sun), 2 or more two steps off (a
 * tomato in part shade, a hosta in full sun). 0 when a value is not set or is the full
 * range: that is the sun score's to judge, not a distance.
 */
export function sunClassesAway(plant: PlantSun, zone: ZoneSun): number {
  const zoneClass = SUN_CLASS[zone.sunRequirementId];
  const primary = SUN_CLASS[plant.SunRequirementId];
  const alternate = plant.AltSunRequirementId === NOT_SET_ID ? primary : SUN_CLASS[plant.AltSunRequirementId];
  if (zoneClass === undefined || primary === undefined || alternate === undefined) return 0;
  return Math.max(0, Math.min(primary, alternate) - zoneClass, zoneClass - Math.max(primary, alternate));
}
