import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';
import type { CataloguePlantRow } from '../common/known-plant';

/** Where a plant and its companions would grow together. */
export interface CompanionSpot {
  conditions: ZoneConditions;
  /** Where they would grow together, and whose conditions those are, for the Basis. */
  place: string;
  owner: string;
}

/** The gardener's zone: its sun and water, its yard's hardiness zone (404 as any zone path). */
export async function gardenerZoneSpot(db: Database, userId: number, zoneId: number): Promise<CompanionSpot> {
  const zone = await ownedZone(db, userId, zoneId);
  const yard = await ownedYard(db, userId, zone.yardId);
  return {
    conditions: {
      sunRequirementId: zone.sunRequirementId,
      waterRequirementId: zone.waterRequirementId,
      yardHardinessZoneId: yard.hardinessZoneId,
    },
    place: `your zone ${zone.name}`,
    owner: `your zone ${zone.name}`,
  };
}

/** No zone: the plant's own sun and water and the middle hardiness zone of its range. */
export function ownSpot(plant: CataloguePlantRow): CompanionSpot {
  const hardy = plant.zoneLowId > 0 && plant.zoneHighId > 0;
  return {
    conditions: {
      sunRequirementId: plant.sunRequirementId,
      waterRequirementId: plant.waterRequirementId,
      yardHardinessZoneId: hardy ? Math.floor((plant.zoneLowId + plant.zoneHighId) / 2) : 0,
    },
    place: `${plant.commonName}'s own conditions`,
    owner: plant.commonName,
  };
}
