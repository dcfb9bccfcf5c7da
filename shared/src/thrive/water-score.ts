import type { AmountDirection, PlantRequirements, ZoneConditions } from './requirements';
import { NOT_SET_ID, THRIVE_SCORE, type FactorScore } from './scores';

export type PlantWater = Pick<PlantRequirements, 'WaterRequirementId'>;
export type ZoneWater = Pick<ZoneConditions, 'waterRequirementId'>;

/** SPEC §5 Water score: -1 if either is 0, 1 if equal, else 0. */
export function waterScore(plant: PlantWater, zone: ZoneWater): FactorScore {
  if (plant.WaterRequirementId === NOT_SET_ID || zone.waterRequirementId === NOT_SET_ID)
    return THRIVE_SCORE.Unknown;
  return plant.WaterRequirementId === zone.waterRequirementId ? THRIVE_SCORE.Good : THRIVE_SCORE.Poor;
}

/** Why the water score is poor: ids run dry -> wet, so a zone id above the plant's is too much (DESIGN §7). */
export function waterDirection(plant: PlantWater, zone: ZoneWater): AmountDirection | null {
  if (waterScore(plant, zone) !== THRIVE_SCORE.Poor) return null;
  return zone.waterRequirementId > plant.WaterRequirementId ? 'too-much' : 'too-little';
}
