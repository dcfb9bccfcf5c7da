import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PlantActivity } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantActivities, plantZones, userTasks, zones } from '../../db/schema';
import { notFound } from '../../http-errors';
import { knownPlant } from '../common/known-plant';
import { listItems } from '../common/reference-lists';

/**
 * The zone is read live from the garden; once the plant-zone is gone (set null) an activity
 * logged by a task still names the zone the task kept on its row.
 */
const activityColumns = {
  id: plantActivities.id,
  plantId: plantActivities.plantId,
  plantZoneId: plantActivities.plantZoneId,
  zoneName: sql<string>`coalesce(${zones.name}, ${userTasks.zoneName}, '')`,
  careCategoryId: plantActivities.careCategoryId,
  notes: plantActivities.notes,
  doneOn: plantActivities.doneOn,
  taskId: plantActivities.taskId,
  createdAt: plantActivities.createdAt,
};

/** A gardener's activities matching `filter`, newest first (by the day done, then the id). */
async function activitiesWhere(db: Database, userId: number, filter: SQL): Promise<PlantActivity[]> {
  const [rows, categories] = await Promise.all([
    db
      .select(activityColumns)
      .from(plantActivities)
      .leftJoin(plantZones, eq(plantZones.id, plantActivities.plantZoneId))
      .leftJoin(zones, eq(zones.id, plantZones.zoneId))
      .leftJoin(
        userTasks,
        and(eq(userTasks.id, plantActivities.taskId), eq(userTasks.userId, plantActivities.userId)),
      )
      .where(and(eq(plantActivities.userId, userId), filter))
      .orderBy(desc(plantActivities.doneOn), desc(plantActivities.id)),
    listItems(db, 'care-categories'),
  ]);
  const categoryName = new Map(categories.map((category) => [category.Id, category.Name]));
  return rows.map((row) => ({
    Id: row.id,
    PlantId: row.plantId,
    PlantZoneId: row.plantZoneId ?? 0,
    ZoneName: row.zoneName,
    CareCategoryId: row.careCategoryId,
    CareCategory: categoryName.get(row.careCategoryId) ?? '',
    Notes: row.notes,
    DoneOn: row.doneOn,
    TaskId: row.taskId ?? 0,
    CreatedAt: row.createdAt.toISOString(),
  }));
}

/**
 * GET Users/{uid}/PlantActivities/{plantId}: what the gardener did to a plant, newest first
 * (an unknown plant is 404, as for any path id).
 */
export async function plantActivitiesOf(
  db: Database,
  userId: number,
  plantId: number,
): Promise<PlantActivity[]> {
  await knownPlant(db, plantId);
  return activitiesWhere(db, userId, eq(plantActivities.plantId, plantId));
}

/** GET Users/{uid}/PlantActivity/{id}: one of the gardener's activities (404 when not theirs). */
export async function plantActivityOf(db: Database, userId: number, id: number): Promise<PlantActivity> {
  const [activity] = await activitiesWhere(db, userId, eq(plantActivities.id, id));
  if (!activity) throw notFound(`There is no plant activity ${id}.`);
  return activity;
}
