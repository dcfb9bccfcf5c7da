import { and, eq } from 'drizzle-orm';
import type { TogglePlantZone, TogglePlantZoneResponse, UpdatePlantZone } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants, plantZones } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { chosenFertilizer } from './fertilizer';
import { ownedPlantZone, ownedZone } from '../common/owned-zone';

async function plantName(db: Database, plantId: number): Promise<string | undefined> {
  const [plant] = await db.select({ name: plants.commonName }).from(plants).where(eq(plants.id, plantId));
  return plant?.name;
}

/**
 * POST users/{uid}/TogglePlantZone/{zoneId}: adds the plant to the zone with the fertilizer,
 * or removes it when it is already there. The fertilizer is checked either way: a bad id is
 * bad input whatever the toggle would do.
 */
export async function togglePlantZone(
  db: Database,
  userId: number,
  zoneId: number,
  input: TogglePlantZone,
  today: string,
): Promise<TogglePlantZoneResponse> {
  const zone = await ownedZone(db, userId, zoneId);
  const plantId = Number(input.plantId);
  const name = await plantName(db, plantId);
  if (name === undefined) {
    const message = `There is no plant ${plantId}.`;
    throw badRequest(message, { 'body.plantId': message });
  }
  const fertilizer = await chosenFertilizer(db, input.fertilizerId ?? 0);
  const inZone = and(
    eq(plantZones.zoneId, zone.id),
    eq(plantZones.plantId, plantId),
    eq(plantZones.userId, userId),
  );
  return db.transaction(async (tx) => {
    const removed = await tx.delete(plantZones).where(inZone).returning({ id: plantZones.id });
    if (removed.length) {
      // Its open tasks go; its yard's tips may no longer apply.
      await refreshCareCalendar(tx, userId, today, { yardIds: [zone.yardId], plantZoneIds: [] });
      return { InZone: false, message: `${name} was removed from ${zone.name}.` };
    }
    // A double click may add the same plant twice at once: the unique (zone, plant) keeps one.
    const added = await tx
      .insert(plantZones)
      .values({ zoneId: zone.id, userId, plantId, fertilizerId: fertilizer.Id })
      .onConflictDoNothing()
      .returning({ id: plantZones.id });
    if (added.length) await refreshCareCalendar(tx, userId, today, { plantZoneIds: [added[0]!.id] });
    return { InZone: true, message: `${name} was added to ${zone.name}.` };
  });
}

/** The plant's common name and the zone's name, for messages about a plant-zone. */
async function describe(db: Database, userId: number, plantZoneId: number) {
  const plantZone = await ownedPlantZone(db, userId, plantZoneId);
  const zone = await ownedZone(db, userId, plantZone.zoneId);
  const name = (await plantName(db, plantZone.plantId)) ?? 'The plant';
  return { plantZone, plant: name, zone: zone.name, yardId: zone.yardId };
}

/** POST users/{uid}/UpdatePlantZone/{plantZoneId}: the fertilizer chosen for a plant in a zone. */
export async function updatePlantZone(
  db: Database,
  userId: number,
  plantZoneId: number,
  input: UpdatePlantZone,
  today: string,
): Promise<string> {
  const { plant, zone } = await describe(db, userId, plantZoneId);
  const fertilizer = await chosenFertilizer(db, input.fertilizerId);
  await db.transaction(async (tx) => {
    await tx
      .update(plantZones)
      .set({ fertilizerId: fertilizer.Id })
      .where(and(eq(plantZones.id, plantZoneId), eq(plantZones.userId, userId)));
    // The feeding schedule follows the fertilizer strategy.
    await refreshCareCalendar(tx, userId, today, { plantZoneIds: [plantZoneId] });
  });
  return fertilizer.Id
    ? `${plant} in ${zone} now gets ${fertilizer.Name}.`
    : `No fertilizer is chosen for ${plant} in ${zone} now.`;
}

/** GET users/{uid}/DeletePlantZone/{plantZoneId}: takes the plant out of its zone. */
export async function deletePlantZone(
  db: Database,
  userId: number,
  plantZoneId: number,
  today: string,
): Promise<string> {
  const { plant, zone, yardId } = await describe(db, userId, plantZoneId);
  await db.transaction(async (tx) => {
    await tx.delete(plantZones).where(and(eq(plantZones.id, plantZoneId), eq(plantZones.userId, userId)));
    await refreshCareCalendar(tx, userId, today, { yardIds: [yardId], plantZoneIds: [] });
  });
  return `${plant} was removed from ${zone}.`;
}
