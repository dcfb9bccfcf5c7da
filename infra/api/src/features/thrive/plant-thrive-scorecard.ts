import type { z } from 'zod';
import type { PlantZoneScore, plantThriveScorecardRequestSchema } from '@thrive/shared/contracts';
import { overallRank } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { ownedYard } from '../common/owned-yard';
import { cataloguePlant } from './catalogue-plant';
import { loadGarden } from './garden-plants';
import { gardenScorer, loadSunPx } from './garden-scorer';

/** Not in that zone yet. */
const NOT_IN_ZONE = 0;

/**
 * POST users/{uid}/PlantThriveScorecard: how one plant would do in each of the caller's
 * zones (of YardId, or of every yard for 0), best first, with the plant-zone id where it
 * already grows. YardId comes in the body, which the route guard does not see: checked
 * here (404 for another's, as for none) before anything is read.
 */
export async function plantThriveScorecard(
  db: Database,
  userId: number,
  { PlantId: plantId, YardId: yardId }: z.output<typeof plantThriveScorecardRequestSchema>,
): Promise<PlantZoneScore[]> {
  if (yardId) await ownedYard(db, userId, yardId);
  const plant = await cataloguePlant(db, plantId, 'body.PlantId');
  const [garden, sunPx] = await Promise.all([loadGarden(db, userId, { yardId, plantId }), loadSunPx(db)]);
  const grows = new Map(garden.plants.map((growing) => [growing.zoneId, growing.plantZoneId]));
  const score = gardenScorer(sunPx);
  return garden.zones
    .map((zone, order) => ({ zone, order, scorecard: score(plant, zone) }))
    .sort(
      (a, b) =>
        overallRank(a.scorecard.Overall.Score) - overallRank(b.scorecard.Overall.Score) || a.order - b.order,
    )
    .map(({ zone, scorecard }) => ({
      ZoneId: zone.id,
      ZoneName: zone.name,
      YardId: zone.yardId,
      YardName: zone.yardName,
      PlantZoneId: grows.get(zone.id) ?? NOT_IN_ZONE,
      ...scorecard,
    }));
}
