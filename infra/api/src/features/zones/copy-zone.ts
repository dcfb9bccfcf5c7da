import { and, asc, eq } from 'drizzle-orm';
import type { Zone } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones, zones } from '../../db/schema';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { copyName } from '../common/copy-name';
import { ownedZone, type ZoneRow } from '../common/owned-zone';
import { getZone } from './zone-view';

/**
 * Copies a zone of the gardener with its plants and their fertilizer into a yard of theirs;
 * returns the new zone's id. Only what describes the garden is copied: care history, tasks
 * and the "don't prompt due tasks" choice belong to the plants that were there.
 */
export async function copyZoneInto(
  tx: Database,
  userId: number,
  source: ZoneRow,
  target: { yardId: number; name: string },
): Promise<number> {
  const [created] = await tx
    .insert(zones)
    .values({
      yardId: target.yardId,
      userId,
      name: target.name,
      sunRequirementId: source.sunRequirementId,
      waterRequirementId: source.waterRequirementId,
      notes: source.notes,
    })
    .returning({ id: zones.id });
  const plantsOfZone = await tx
    .select({ plantId: plantZones.plantId, fertilizerId: plantZones.fertilizerId })
    .from(plantZones)
    .where(and(eq(plantZones.zoneId, source.id), eq(plantZones.userId, userId)))
    .orderBy(asc(plantZones.id));
  if (plantsOfZone.length)
    await tx
      .insert(plantZones)
      .values(plantsOfZone.map((plant) => ({ ...plant, zoneId: created!.id, userId })));
  return created!.id;
}

/** GET users/{uid}/CopyZone/{id}: "Copy of {name}" in the same yard, with the zone's plants. */
export async function copyZone(db: Database, userId: number, zoneId: number, today: string): Promise<Zone> {
  const source = await ownedZone(db, userId, zoneId);
  const id = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ name: zones.name })
      .from(zones)
      .where(and(eq(zones.yardId, source.yardId), eq(zones.userId, userId)));
    const name = copyName(
      source.name,
      taken.map((zone) => zone.name),
    );
    const copied = await copyZoneInto(tx, userId, source, { yardId: source.yardId, name });
    const copiedPlants = await tx
      .select({ id: plantZones.id })
      .from(plantZones)
      .where(and(eq(plantZones.zoneId, copied), eq(plantZones.userId, userId)));
    await refreshCareCalendar(tx, userId, today, { plantZoneIds: copiedPlants.map((row) => row.id) });
    return copied;
  });
  return getZone(db, userId, id);
}
