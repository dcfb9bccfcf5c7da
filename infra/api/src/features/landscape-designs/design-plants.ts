import { and, asc, eq } from 'drizzle-orm';
import {
  type CopyPlantsToZoneResponse,
  type TogglePlantLandscapeQuery,
  type TogglePlantLandscapeResponse,
} from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { landscapeDesignPlants, landscapeDesigns, plants, plantZones } from '../../db/schema';
import { badRequest, HttpError } from '../../http-errors';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { chosenFertilizer } from '../zones/fertilizer';
import { ownedZone } from '../common/owned-zone';
import { ownedDesign, ownedDesignPlant } from './owned-design';

async function plantName(db: Database, plantId: number): Promise<string | undefined> {
  const [plant] = await db.select({ name: plants.commonName }).from(plants).where(eq(plants.id, plantId));
  return plant?.name;
}

/** A design's plants changed: it was edited now (the list shows the newest first). */
const touched = (db: Database, designId: number, now: Date) =>
  db.update(landscapeDesigns).set({ updatedAt: now }).where(eq(landscapeDesigns.id, designId));

/**
 * GET LandscapeDesign/{uid}/TogglePlantLandscape/{plantId}?designId&fertilizerId: adds the
 * plant to the design with the fertilizer, or takes it out when it is already there. The
 * design (from the query) must be the caller's; a bad plant or fertilizer is bad input.
 */
export async function togglePlantLandscape(
  db: Database,
  userId: number,
  plantId: number,
  { designId, fertilizerId }: TogglePlantLandscapeQuery,
  now: Date,
): Promise<TogglePlantLandscapeResponse> {
  const design = await ownedDesign(db, userId, designId);
  const name = await plantName(db, plantId);
  if (name === undefined) {
    const message = `There is no plant ${plantId}.`;
    throw badRequest(message, { 'params.id': message });
  }
  const fertilizer = await chosenFertilizer(db, fertilizerId).catch((error: unknown) => {
    // The zones' check names a body field; here the fertilizer comes in the query.
    if (!(error instanceof HttpError)) throw error;
    throw badRequest(error.message, { 'querystring.fertilizerId': error.message });
  });
  const inDesign = and(
    eq(landscapeDesignPlants.designId, design.id),
    eq(landscapeDesignPlants.plantId, plantId),
  );
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(landscapeDesignPlants)
      .where(inDesign)
      .returning({ id: landscapeDesignPlants.id });
    await touched(tx, design.id, now);
    if (removed.length)
      return { InDesign: false, Id: 0, message: `${name} was removed from ${design.name}.` };
    // A double click may add the same plant twice at once: the unique (design, plant) keeps one.
    const [added] = await tx
      .insert(landscapeDesignPlants)
      .values({ designId: design.id, plantId, fertilizerId: fertilizer.Id })
      .onConflictDoNothing()
      .returning({ id: landscapeDesignPlants.id });
    return { InDesign: true, Id: added?.id ?? 0, message: `${name} was added to ${design.name}.` };
  });
}

/** GET LandscapeDesign/{uid}/DeletePlantLandscape/{designPlantId}: takes a plant out of its design. */
export async function deletePlantLandscape(
  db: Database,
  userId: number,
  designPlantId: number,
  now: Date,
): Promise<string> {
  const { row, design } = await ownedDesignPlant(db, userId, designPlantId);
  const name = (await plantName(db, row.plantId)) ?? 'The plant';
  await db.transaction(async (tx) => {
    await tx.delete(landscapeDesignPlants).where(eq(landscapeDesignPlants.id, designPlantId));
    await touched(tx, design.id, now);
  });
  return `${name} was removed from ${design.name}.`;
}

/**
 * POST LandscapeDesign/{id}/CopyPlantsToZone/ {ZoneId}: the design's plants go into a real
 * zone of the gardener's as TogglePlantZone adds them (with their fertilizer, and their
 * care calendar); plants already in the zone stay as they are. All or nothing.
 */
export async function copyPlantsToZone(
  db: Database,
  userId: number,
  designId: number,
  zoneId: number,
  today: string,
): Promise<CopyPlantsToZoneResponse> {
  const design = await ownedDesign(db, userId, designId);
  const zone = await ownedZone(db, userId, zoneId);
  const chosen = await db
    .select({ plantId: landscapeDesignPlants.plantId, fertilizerId: landscapeDesignPlants.fertilizerId })
    .from(landscapeDesignPlants)
    .where(eq(landscapeDesignPlants.designId, design.id))
    .orderBy(asc(landscapeDesignPlants.id));
  const added = await db.transaction(async (tx) => {
    if (!chosen.length) return [];
    const rows = await tx
      .insert(plantZones)
      .values(chosen.map((plant) => ({ ...plant, zoneId: zone.id, userId })))
      // Already there (unique zone and plant): kept with its own fertilizer and history.
      .onConflictDoNothing()
      .returning({ id: plantZones.id });
    if (rows.length)
      await refreshCareCalendar(tx, userId, today, { plantZoneIds: rows.map((row) => row.id) });
    return rows;
  });
  const count = added.length;
  const plantsWord = count === 1 ? 'plant' : 'plants';
  return { Added: count, message: `${count} ${plantsWord} of ${design.name} added to ${zone.name}.` };
}
