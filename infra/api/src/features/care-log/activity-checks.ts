import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantActivities, plantZones, zones } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { addDays } from '../common/calendar-days';
import { listItems } from '../common/reference-lists';
import { checkWithinSharedYard, sharedYardOfRequest } from '../../identity/shared-yard-scope';

const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';
const PLANT_ZONE_MESSAGE = 'Choose one of your zones where this plant grows.';
const CARE_CATEGORY_MESSAGE = 'Choose what you did.';
/** The gardener's own today may be a day ahead of the server's (time zones east of UTC). */
const TIME_ZONE_SLACK_DAYS = 1;

/**
 * An activity the caller may change: 404 when there is none or it is someone else's (alike),
 * or, for a member acting in a shared yard, when it is not of that yard.
 */
export async function ownedActivity(db: Database, userId: number, id: number) {
  const [activity] = await db
    .select({ id: plantActivities.id, userId: plantActivities.userId, yardId: zones.yardId })
    .from(plantActivities)
    .leftJoin(plantZones, eq(plantZones.id, plantActivities.plantZoneId))
    .leftJoin(zones, eq(zones.id, plantZones.zoneId))
    .where(eq(plantActivities.id, id));
  const message = `There is no plant activity ${id}.`;
  if (activity?.userId !== userId) throw notFound(message);
  checkWithinSharedYard(activity.yardId, message);
  return activity;
}

/** Whether a plant-zone's yard is one the request may reach (any of the caller's, or its shared yard). */
const withinRequestYard = (yardId: number) => {
  const shared = sharedYardOfRequest();
  return shared === undefined || shared === yardId;
};

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
      .select({ userId: plantZones.userId, plantId: plantZones.plantId, yardId: zones.yardId })
      .from(plantZones)
      .innerJoin(zones, eq(zones.id, plantZones.zoneId))
      .where(eq(plantZones.id, facts.plantZoneId));
    if (
      plantZone?.userId !== userId ||
      plantZone.plantId !== facts.plantId ||
      !withinRequestYard(plantZone.yardId)
    )
      fields['body.PlantZoneId'] = PLANT_ZONE_MESSAGE;
  } else if (sharedYardOfRequest() !== undefined) {
    // A member logs care in the shared yard only: an activity of no zone would be the owner's alone.
    fields['body.PlantZoneId'] = PLANT_ZONE_MESSAGE;
  }
  const messages = Object.values(fields);
  if (messages.length) throw badRequest(messages[0]!, fields);
}
