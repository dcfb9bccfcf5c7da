import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants, userTasks, yards, zones } from '../../db/schema';
import { ensureCalendarsInReach } from '../care-calendar/ensure-calendars-in-reach';
import { taskReach } from '../tasks/shared-tasks';

/** A care task due today or past due, as the digest lists it. */
export interface DueTask {
  yardId: number | null;
  yardName: string;
  /** The owner's name when the yard is shared with the gardener, else undefined. */
  sharedBy: string | undefined;
  zoneName: string;
  taskType: string;
  plantName: string;
  dueDate: string;
}

/**
 * What the gardener's task list shows as due on `today` (their local day): pending care
 * tasks, not tips, due today or earlier, in their own yards and those shared with them
 * (taskReach, as the task list reads them). The calendars are brought up to date first, so
 * the repeating tasks of a gardener who has not opened the app for a while are there.
 */
export async function dueTasksOf(db: Database, userId: number, today: string): Promise<DueTask[]> {
  await ensureCalendarsInReach(db, userId, today);
  const reach = await taskReach(db, userId);
  const rows = await db
    .select({
      yardId: userTasks.yardId,
      yardName: sql<string>`coalesce(${yards.name}, '')`,
      zoneName: sql<string>`coalesce(${zones.name}, ${userTasks.zoneName})`,
      taskType: userTasks.taskType,
      plantName: sql<string>`coalesce(${plants.commonName}, ${userTasks.commonName})`,
      dueDate: userTasks.dueDate,
    })
    .from(userTasks)
    .leftJoin(yards, eq(yards.id, userTasks.yardId))
    .leftJoin(zones, eq(zones.id, userTasks.zoneId))
    .leftJoin(plants, eq(plants.id, userTasks.plantId))
    .where(
      and(
        reach.condition,
        eq(userTasks.taskStatusId, TASK_STATUS.Pending),
        ne(userTasks.source, 'tip'),
        lte(userTasks.dueDate, today),
      ),
    )
    .orderBy(asc(userTasks.yardId), asc(userTasks.zoneId), asc(userTasks.dueDate), asc(userTasks.id));
  return rows.map((row) => ({
    ...row,
    sharedBy: row.yardId === null ? undefined : reach.ownerOfSharedYard.get(row.yardId),
  }));
}
