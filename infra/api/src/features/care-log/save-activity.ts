import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlantActivity, plantActivityInputSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantActivities } from '../../db/schema';
import { notFound } from '../../http-errors';
import { dayOf } from '../common/calendar-days';
import { knownPlant } from '../common/known-plant';
import { plantActivityOf } from './activity-answer';
import { checkActivityFacts, ownedActivity } from './activity-checks';

export type PlantActivityFields = z.output<typeof plantActivityInputSchema>;

/**
 * POST users/{uid}/PlantActivity: Id 0 logs a new activity, an Id above 0 changes one of the
 * caller's. The ids come from the body, which the route guard does not read, so the
 * activity's owner (404, another's as a missing one), the plant (404) and the plant-zone
 * (400) are checked here.
 * A change keeps the TaskId: the task that logged the activity still did. "Today" is the
 * date of `at` (the route's clock).
 */
export async function savePlantActivity(
  db: Database,
  userId: number,
  input: PlantActivityFields,
  at: Date,
): Promise<PlantActivity> {
  if (input.Id) await ownedActivity(db, userId, input.Id);
  await knownPlant(db, input.PlantId);
  const facts = {
    plantId: input.PlantId,
    plantZoneId: input.PlantZoneId,
    careCategoryId: input.CareCategoryId,
    doneOn: input.DoneOn,
  };
  await checkActivityFacts(db, userId, facts, dayOf(at));
  const row = { ...facts, plantZoneId: facts.plantZoneId || null, notes: input.Notes };
  const [saved] = input.Id
    ? await db
        .update(plantActivities)
        .set(row)
        .where(and(eq(plantActivities.id, input.Id), eq(plantActivities.userId, userId)))
        .returning({ id: plantActivities.id })
    : await db
        .insert(plantActivities)
        .values({ ...row, userId, createdAt: at })
        .returning({ id: plantActivities.id });
  // Only a delete between the check and the update leaves nothing to answer with.
  if (!saved) throw notFound(`There is no plant activity ${input.Id}.`);
  return plantActivityOf(db, userId, saved.id);
}

/** DELETE users/{uid}/PlantActivity/{id}: the gardener's own activity (the guard checked the id). */
export async function deletePlantActivity(db: Database, userId: number, id: number): Promise<string> {
  const deleted = await db
    .delete(plantActivities)
    .where(and(eq(plantActivities.id, id), eq(plantActivities.userId, userId)))
    .returning({ id: plantActivities.id });
  if (!deleted.length) throw notFound(`There is no plant activity ${id}.`);
  return 'The activity was deleted.';
}
