import type { ThriveRow, ThriveTable } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { ownedYard } from '../yards/owned-yard';
import { betterZones } from './better-zones';
import { loadGarden, type Garden } from './garden-plants';
import { gardenScorer, loadSunPx } from './garden-scorer';
import type { SunPxTable } from '@thrive/shared/thrive';
import { ThriveTally } from './thrive-counts';

/**
 * The Thrive Scorecard of a garden already loaded: a row per plant-zone of the yard (or of
 * every yard for 0) with its scores and the zones it would do better in, and the counts
 * per zone and per yard (empty ones too). Pure, so it can be measured without a database.
 */
export function buildThriveTable(garden: Garden, sunPx: SunPxTable, yardId: number): ThriveTable {
  const score = gardenScorer(sunPx);
  const zoneTally = new ThriveTally();
  const yardTally = new ThriveTally();
  const Rows: ThriveRow[] = [];
  for (const plant of garden.plants) {
    const zone = garden.zoneById.get(plant.zoneId);
    if (!zone) continue;
    const scorecard = score(plant, zone);
    zoneTally.add(zone.id, scorecard.Overall.Score);
    yardTally.add(zone.yardId, scorecard.Overall.Score);
    Rows.push({
      PlantZoneId: plant.plantZoneId,
      FertilizerId: plant.fertilizerId,
      PlantId: plant.plantId,
      CommonName: plant.commonName,
      BotanicalName: plant.botanicalName,
      ZoneId: zone.id,
      ZoneName: zone.name,
      YardId: zone.yardId,
      YardName: zone.yardName,
      ...scorecard,
      BetterZones: betterZones(plant, zone, garden.zones, score),
    });
  }
  const inScope = (id: number) => !yardId || id === yardId;
  return {
    Rows,
    Zones: garden.zones
      .filter((zone) => inScope(zone.yardId))
      .map((zone) => ({
        ZoneId: zone.id,
        ZoneName: zone.name,
        YardId: zone.yardId,
        SunRequirementId: zone.sunRequirementId,
        WaterRequirementId: zone.waterRequirementId,
        ...zoneTally.of(zone.id),
      })),
    Yards: garden.yards
      .filter((yard) => inScope(yard.id))
      .map((yard) => ({
        YardId: yard.id,
        YardName: yard.name,
        HardinessZoneId: yard.hardinessZoneId,
        ...yardTally.of(yard.id),
      })),
  };
}

/** GET users/{uid}/ThriveTable/{yardId}: the Thrive Scorecard of one yard, or of every yard for 0. */
export async function thriveTable(db: Database, userId: number, yardId: number): Promise<ThriveTable> {
  if (yardId) await ownedYard(db, userId, yardId);
  // Every zone, not only the yard's: a plant may do better in another yard.
  const [garden, sunPx] = await Promise.all([
    loadGarden(db, userId, { yardId, everyZone: true }),
    loadSunPx(db),
  ]);
  return buildThriveTable(garden, sunPx, yardId);
}
