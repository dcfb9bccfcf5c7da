import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantZones, zones } from '../../db/schema';
import { notFound } from '../../http-errors';
import { checkWithinSharedYard } from '../../identity/shared-yard-scope';

export type ZoneRow = typeof zones.$inferSelect;
export type PlantZoneRow = typeof plantZones.$inferSelect;

/**
 * A zone the caller may use: 404 when there is none or it is someone else's (the same answer,
 * so that ids cannot be mapped). The
 * route guard checks ids in the path; services check again, and check ids from a body.
 */
export async function ownedZone(db: Database, userId: number, zoneId: number): Promise<ZoneRow> {
  const [zone] = await db.select().from(zones).where(eq(zones.id, zoneId));
  if (zone?.userId !== userId) throw notFound(`There is no zone ${zoneId}.`);
  checkWithinSharedYard(zone.yardId, `There is no zone ${zoneId}.`);
  return zone;
}

/** A plant in one of the caller's zones (404 as for zones). */
export async function ownedPlantZone(
  db: Database,
  userId: number,
  plantZoneId: number,
): Promise<PlantZoneRow> {
  const [row] = await db
    .select({ plantZone: plantZones, yardId: zones.yardId })
    .from(plantZones)
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .where(eq(plantZones.id, plantZoneId));
  const message = `There is no plant in a zone ${plantZoneId}.`;
  if (row?.plantZone.userId !== userId) throw notFound(message);
  checkWithinSharedYard(row.yardId, message);
  return row.plantZone;
}
