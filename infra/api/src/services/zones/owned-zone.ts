import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantZones, zones } from '../../db/schema';
import { forbidden, notFound } from '../../http-errors';

export type ZoneRow = typeof zones.$inferSelect;
export type PlantZoneRow = typeof plantZones.$inferSelect;

/**
 * A zone the caller may use: 404 when there is none, 403 when it is someone else's. The
 * route guard checks ids in the path; services check again, and check ids from a body.
 */
export async function ownedZone(db: Database, userId: number, zoneId: number): Promise<ZoneRow> {
  const [zone] = await db.select().from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw notFound(`There is no zone ${zoneId}.`);
  if (zone.userId !== userId) throw forbidden('This zone belongs to another gardener.');
  return zone;
}

/** A plant in one of the caller's zones (404 / 403 as for zones). */
export async function ownedPlantZone(
  db: Database,
  userId: number,
  plantZoneId: number,
): Promise<PlantZoneRow> {
  const [plantZone] = await db.select().from(plantZones).where(eq(plantZones.id, plantZoneId));
  if (!plantZone) throw notFound(`There is no plant in a zone ${plantZoneId}.`);
  if (plantZone.userId !== userId) throw forbidden('This plant in a zone belongs to another gardener.');
  return plantZone;
}
