import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Zone } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones, yards, zones } from '../../db/schema';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';

/** Zones of the caller matching `where`, with their yard's name and hardiness zone and plant count. */
async function selectZones(db: Database, userId: number, where?: SQL): Promise<Zone[]> {
  const rows = await db
    .select({
      zone: zones,
      yardName: yards.name,
      yardHardinessZoneId: yards.hardinessZoneId,
      plantCount: count(plantZones.id),
    })
    .from(zones)
    .innerJoin(yards, and(eq(yards.id, zones.yardId), eq(yards.userId, userId)))
    .leftJoin(plantZones, and(eq(plantZones.zoneId, zones.id), eq(plantZones.userId, userId)))
    .where(and(eq(zones.userId, userId), where))
    .groupBy(zones.id, yards.id)
    // Yards in the order of the yard list (newest first), zones in the order they were made.
    .orderBy(desc(yards.createdAt), desc(yards.id), asc(zones.createdAt), asc(zones.id));
  return rows.map(({ zone, yardName, yardHardinessZoneId, plantCount }) => ({
    Id: zone.id,
    YardId: zone.yardId,
    YardName: yardName,
    Name: zone.name,
    SunRequirementId: zone.sunRequirementId,
    WaterRequirementId: zone.waterRequirementId,
    YardHardinessZoneId: yardHardinessZoneId,
    Notes: zone.notes,
    PlantCount: plantCount,
  }));
}

/**
 * GET users/{uid}/zonelisting/{yardId}: the zones of one yard (404 for another's, as for none),
 * or of every yard for 0.
 */
export async function listZones(db: Database, userId: number, yardId: number): Promise<Zone[]> {
  if (!yardId) return selectZones(db, userId);
  await ownedYard(db, userId, yardId);
  return selectZones(db, userId, eq(zones.yardId, yardId));
}

/** GET users/{uid}/zone/{id}: one of the caller's zones (404 for another's, as for none). */
export async function getZone(db: Database, userId: number, zoneId: number): Promise<Zone> {
  await ownedZone(db, userId, zoneId);
  const [zone] = await selectZones(db, userId, eq(zones.id, zoneId));
  return zone!;
}
