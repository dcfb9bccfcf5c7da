import { eq } from 'drizzle-orm';
import type { ReminderChannel } from '@thrive/shared/contracts';
import { plants, yards } from '../db/schema';
import type { clockedApp } from './clocked-app';
import type { Gardener } from './seeded-app';

/** 12:00 UTC in January: 07:00 in New York, the morning hour of `gardenerWithTaskDue`. */
export const REMINDER_NOON_UTC = new Date('2026-01-14T12:00:00Z');
/** Where the reminder tests' app is served, for the links a reminder carries. */
export const REMINDER_APP = 'https://garden.example';
const NEW_YORK = { latitude: 40.71, longitude: -74.01 };

/**
 * A gardener whose yard is in New York, with one task due on REMINDER_NOON_UTC's day
 * ("Water the new hedge" for the catalogue's first plant), reminded on `channel` at 07:00.
 * `before` runs before the channel is chosen (a channel may need a browser or phone first).
 */
export async function gardenerWithTaskDue(
  clocked: ReturnType<typeof clockedApp>,
  channel: ReminderChannel,
  before: (who: Gardener) => Promise<void> = async () => undefined,
): Promise<Gardener> {
  const who = await clocked.gardener();
  const [plant] = await clocked.db.select({ id: plants.id }).from(plants).orderBy(plants.id).limit(1);
  const planted = await clocked.garden(who, 'Front bed', [plant!.id]);
  await clocked.db.update(yards).set(NEW_YORK).where(eq(yards.id, planted.yardId));
  await clocked.ok(who, 'POST', '/users/{uid}/UserTasks', {
    PlantZoneId: planted.plantZoneIds[0],
    TaskType: 'Water the new hedge',
    StartDate: '2026-01-14',
  });
  await before(who);
  await clocked.ok(who, 'PUT', '/users/{uid}/ReminderSettings', { Channel: channel, MorningHour: 7 });
  return who;
}
