import { useGetPlantThriveScorecardQuery } from '@thrive/shared';
import type { PlantZoneScore } from '@thrive/shared/contracts';

/** The zones where the gardener grows the plant: the scorecard gives those a PlantZoneId. */
function plantingsOf(scores: readonly PlantZoneScore[]): PlantZoneScore[] {
  return scores.filter((score) => score.PlantZoneId > 0);
}

/**
 * The planting a new task or log entry is most likely about: the zone the gardener came from
 * when the plant grows there, else its only zone; 0 when that cannot be told.
 */
export function likelyPlantZoneId(plantings: readonly PlantZoneScore[], cameFromZoneId: number): number {
  const cameFrom = plantings.find((planting) => planting.ZoneId === cameFromZoneId);
  if (cameFrom) return cameFrom.PlantZoneId;
  return plantings.length === 1 ? plantings[0]!.PlantZoneId : 0;
}

/**
 * Where the gardener grows the plant, from the scorecard the zones section reads (one call,
 * one cache entry). Undefined while not known (loading, or the call failed).
 */
export function usePlantings(plantId: number): PlantZoneScore[] | undefined {
  const scorecard = useGetPlantThriveScorecardQuery({ PlantId: plantId });
  return scorecard.data ? plantingsOf(scorecard.data) : undefined;
}
