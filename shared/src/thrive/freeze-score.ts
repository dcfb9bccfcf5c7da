import type { PlantRequirements, TemperatureDirection, ZoneConditions } from './requirements';
import { NOT_SET_ID, THRIVE_SCORE, type FactorScore } from './scores';

export type PlantZones = Pick<PlantRequirements, 'ZoneLowId' | 'ZoneHighId'>;
export type YardZone = Pick<ZoneConditions, 'yardHardinessZoneId'>;

/**
 * SPEC §5 Freeze score: -1 if any of the three values is 0, 1 if the yard hardiness zone lies
 * between the plant's low and high zone (inclusive), else 0.
 */
export function freezeScore(plant: PlantZones, zone: YardZone): FactorScore {
  const yard = zone.yardHardinessZoneId;
  if ([plant.ZoneLowId, plant.ZoneHighId, yard].includes(NOT_SET_ID)) return THRIVE_SCORE.Unknown;
  return yard >= plant.ZoneLowId && yard <= plant.ZoneHighId ? THRIVE_SCORE.Good : THRIVE_SCORE.Poor;
}

/**
 * Why the freeze score is poor: hardiness zone ids rise with winter warmth, so a yard below
 * ZoneLow is too cold and above ZoneHigh too hot (DESIGN §7); else null.
 */
export function freezeDirection(plant: PlantZones, zone: YardZone): TemperatureDirection | null {
  if (freezeScore(plant, zone) !== THRIVE_SCORE.Poor) return null;
  return zone.yardHardinessZoneId < plant.ZoneLowId ? 'too-cold' : 'too-hot';
}
