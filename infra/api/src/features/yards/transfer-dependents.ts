import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  images,
  landscapeDesigns,
  plantActivities,
  plantZones,
  userTaskRules,
  userTasks,
  zones,
} from '../../db/schema';

/** SPEC §4 entity scope: images name a yard (0) or a zone (1) by entity type and id. */
const ENTITY_YARD = 0;
const ENTITY_ZONE = 1;
/** SPEC §4 bulk task status: 1 Completed. */
const TASK_COMPLETED = 1;

export interface Moved {
  yardId: number;
  from: number;
  to: number;
}

/**
 * Gives a yard's zones and plant-zones to the receiver, and settles every row that points
 * at them, so that no row of one gardener points at another's data and nothing is lost.
 * Decided per table (every reference to yards, zones and plant_zones in db/schema):
 * - zones, plant_zones: move with the yard (they are the garden).
 * - user_task_rules of the moved plant-zones: move; the receiver now cares for the plants.
 * - user_tasks of the moved yard (its tips), zones, plant-zones or rules: those still open
 *   move with the plants; Completed ones stay the sender's record of work done, unlinked
 *   from the yard, zone, plant-zone and rule (their plant id still names the plant).
 * - plant_activities: the sender's log of what they did; stays theirs, unlinked.
 * - landscape_designs.zone_id: the sender's designs stay theirs, unlinked from the zone.
 * - images naming the yard or a moved zone: the sender's photos (their files, galleries and
 *   locations) stay theirs, unlinked (entity id 0).
 * - users.default_yard_id of both gardeners: settled by the caller.
 * Call inside the transaction that moves the yard row.
 */
export async function moveYardContents(tx: Database, { yardId, from, to }: Moved): Promise<void> {
  const movedZones = await tx
    .update(zones)
    .set({ userId: to })
    .where(and(eq(zones.yardId, yardId), eq(zones.userId, from)))
    .returning({ id: zones.id });
  const zoneIds = movedZones.map((zone) => zone.id);
  if (zoneIds.length === 0) {
    await unlinkImages(tx, from, yardId, []);
    return;
  }
  const movedPlantZones = await tx
    .update(plantZones)
    .set({ userId: to })
    .where(and(inArray(plantZones.zoneId, zoneIds), eq(plantZones.userId, from)))
    .returning({ id: plantZones.id });
  const plantZoneIds = movedPlantZones.map((plantZone) => plantZone.id);

  const ruleIds = plantZoneIds.length
    ? (
        await tx
          .update(userTaskRules)
          .set({ userId: to })
          .where(and(inArray(userTaskRules.plantZoneId, plantZoneIds), eq(userTaskRules.userId, from)))
          .returning({ id: userTaskRules.id })
      ).map((rule) => rule.id)
    : [];
  const ofMoved = or(
    eq(userTasks.yardId, yardId),
    inArray(userTasks.zoneId, zoneIds),
    plantZoneIds.length ? inArray(userTasks.plantZoneId, plantZoneIds) : undefined,
    ruleIds.length ? inArray(userTasks.userTaskRuleId, ruleIds) : undefined,
  );
  await tx
    .update(userTasks)
    .set({ plantZoneId: null, zoneId: null, userTaskRuleId: null, yardId: null })
    .where(and(ofMoved, eq(userTasks.userId, from), eq(userTasks.taskStatusId, TASK_COMPLETED)));
  await tx
    .update(userTasks)
    .set({ userId: to })
    .where(and(ofMoved, eq(userTasks.userId, from)));

  if (plantZoneIds.length)
    await tx
      .update(plantActivities)
      .set({ plantZoneId: null })
      .where(and(inArray(plantActivities.plantZoneId, plantZoneIds), ne(plantActivities.userId, to)));
  await tx
    .update(landscapeDesigns)
    .set({ zoneId: null })
    .where(and(inArray(landscapeDesigns.zoneId, zoneIds), ne(landscapeDesigns.userId, to)));
  await unlinkImages(tx, from, yardId, zoneIds);
}

async function unlinkImages(tx: Database, from: number, yardId: number, zoneIds: number[]): Promise<void> {
  const named = or(
    and(eq(images.entityType, ENTITY_YARD), eq(images.entityId, yardId)),
    zoneIds.length ? and(eq(images.entityType, ENTITY_ZONE), inArray(images.entityId, zoneIds)) : undefined,
  );
  await tx
    .update(images)
    .set({ entityId: 0 })
    .where(and(named, eq(images.userId, from)));
}
