import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantActivities, plantZones } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { addDays } from '../common/calendar-days';
import { listItems } from '../common/reference-lists';

const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';
const PLANT_ZONE_MESSAGE = 'Choose one of your zones where this plant grows.';
const CARE_CATEGORY_MESSAGE = 'Choose what you did.';
/** The gardener's own today may be a day ahead of the server's (time zones east of UTC). */
const TIME_ZONE_SLACK_DAYS = 1;

/** An activity the caller may change: 404 when there is none or it is someone else's (alike). */
export async function ownedActivity(db: Database, userId: number, id: number) {
  const [activity] = await db
    .select({ id: plantActivities.id, userId: plantActivities.userId })
    .from(plantActivities)
    .where(eq(plantActivities.id, id));
  if (activity?.userId !== userId) throw notFound(`There is no plant activity ${id}.`);
  return activity;
}

interface ActivityFacts {
  plantId: number;
  plantZoneId: number;
  careCategoryId: number;
  doneOn: string;
}

/**
 * The checks the contract cannot make, all reported at once so the form can mark every
 * field: the day is not in the future, the care category is one of ours, and a plant-zone,
 * when given, is one of the caller's where that plant grows. Another gardener's plant-zone
 * gets the same message as a missing one: the answer does not tell whether it exists.
 */
export async function checkActivityFacts(db: Database, userId: number, facts: ActivityFacts, today: string) {
  const fields: Record<string, string> = {};
  if (facts.doneOn > addDays(today, TIME_ZONE_SLACK_DAYS)) fields['body.DoneOn'] = FUTURE_DATE_MESSAGE;
  const categories = await listItems(db, 'care-categories');
  if (!categories.some((category) => category.Id === facts.careCategoryId))
    fields['body.CareCategoryId'] = CARE_CATEGORY_MESSAGE;
  if (facts.plantZoneId) {
    const [plantZone] = await db
      .select({ userId: plantZones.userId, plantId: plantZones.plantId })
      .from(plantZones)
      .where(eq(plantZones.id, facts.plantZoneId));
    if (plantZone?.userId !== userId || plantZone.plantId !== facts.plantId)
      fields['body.PlantZoneId'] = PLANT_ZONE_MESSAGE;
  }
  const messages = Object.values(fields);
  if (messages.length) throw badRequest(messages[0]!, fields);
}
