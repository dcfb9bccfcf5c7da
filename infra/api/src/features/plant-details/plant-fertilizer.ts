import { and, eq } from 'drizzle-orm';
import type { PlantFertilizer } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones } from '../../db/schema';
import { fertilizerOptions } from '../common/reference-lists';
import { ownedZone } from '../common/owned-zone';
import { fertilizerRuleFor, type FertilizerFacts } from './fertilizer-rules';
import { categoryKey, hasShowyFlowers, plantFacts, type PlantFacts } from './plant-facts';

/** What the fertilizer rules read of a plant. */
export const fertilizerFactsOf = (facts: PlantFacts): FertilizerFacts => ({
  botanicalName: facts.plant.botanicalName,
  categoryKey: categoryKey(facts),
  lifecycle: facts.plant.lifecycle,
  waterRequirementId: facts.plant.waterRequirementId,
  showyFlowers: hasShowyFlowers(facts),
});

/**
 * GET plants/{id}/Fertilizer/{zoneId}: every fertilizer option, those that suit the plant
 * marked Recommended, with the advice, and the one chosen for the plant in that zone. A
 * zone id is the caller's own or refused (404 for another's, as for none); 0 asks about no zone.
 */
export async function plantFertilizer(
  db: Database,
  userId: number,
  plantId: number,
  zoneId: number,
): Promise<PlantFertilizer> {
  const facts = await plantFacts(db, plantId);
  if (zoneId > 0) await ownedZone(db, userId, zoneId);
  const [options, chosen] = await Promise.all([
    fertilizerOptions(db),
    zoneId > 0
      ? db
          .select({ fertilizerId: plantZones.fertilizerId })
          .from(plantZones)
          .where(
            and(
              eq(plantZones.userId, userId),
              eq(plantZones.zoneId, zoneId),
              eq(plantZones.plantId, plantId),
            ),
          )
      : [],
  ]);
  const rule = fertilizerRuleFor(fertilizerFactsOf(facts));
  return {
    Options: options.map((option) => ({ ...option, Recommended: rule.recommended.includes(option.Id) })),
    Advice: rule.advice,
    SelectedId: chosen[0]?.fertilizerId ?? 0,
  };
}
