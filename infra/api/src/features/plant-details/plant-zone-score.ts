import type { PlantZoneScore } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { loadGarden } from '../thrive/garden-plants';
import { gardenScorer, loadSunPx } from '../thrive/garden-scorer';
import { ownedZone } from '../common/owned-zone';
import type { PlantRow } from './plant-facts';

/**
 * How the plant does in one of the caller's zones (the details page's `zid`), with the
 * plant-zone id when it already grows there (0 otherwise). Someone else's zone is 404, as an
 * unknown one: the id comes in the query, which the route guard does not check.
 */
export async function plantZoneScore(
  db: Database,
  userId: number,
  plant: PlantRow,
  zoneId: number,
): Promise<PlantZoneScore> {
  await ownedZone(db, userId, zoneId);
  const [garden, sunPx] = await Promise.all([
    loadGarden(db, userId, { zoneId, plantId: plant.id }),
    loadSunPx(db),
  ]);
  const zone = garden.zoneById.get(zoneId);
  // ownedZone found it, and a zone always belongs to a yard of its owner.
  if (!zone) throw new Error(`zone ${zoneId} has no yard of its owner`);
  const requirements = {
    SunRequirementId: plant.sunRequirementId,
    AltSunRequirementId: plant.altSunRequirementId,
    WaterRequirementId: plant.waterRequirementId,
    ZoneLowId: plant.zoneLowId,
    ZoneHighId: plant.zoneHighId,
  };
  const scorecard = gardenScorer(sunPx)({ plantId: plant.id, requirements }, zone);
  const growing = garden.plants.find((row) => row.zoneId === zoneId);
  return {
    ZoneId: zone.id,
    ZoneName: zone.name,
    YardId: zone.yardId,
    YardName: zone.yardName,
    PlantZoneId: growing?.plantZoneId ?? 0,
    ...scorecard,
  };
}
