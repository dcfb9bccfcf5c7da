import { and, eq, inArray } from 'drizzle-orm';
import { TASK_STATUS, TASK_STATUS_NAMES, type TaskStatusCode } from '@thrive/shared/contracts';
import { checkDateCompleted } from '@thrive/shared/validation';
import type { Database } from '../../db/database';
import { plantActivities, userTasks } from '../../db/schema';
import { actionRefused, badRequest, notFound } from '../../http-errors';
import { placeInYard, roleAllows, VIEWER_CANNOT_CHANGE, type YardPlace } from '../common/yard-membership';
import { addDays } from '../common/calendar-days';
import { groupMemberIds } from './task-groups';

type SetStatus = Exclude<TaskStatusCode, 0>;

/**
 * SPEC §5 Date completed, checked again here: the gardener's "today" may be a day ahead of
 * the server's (time zones east of it), so the server allows one day of slack.
 */
export function completedDate(text: string | undefined, today: string, field: string): string {
  const check = checkDateCompleted(text ?? '', addDays(today, 1));
  if (!check.ok) throw badRequest(check.message, { [field]: check.message });
  return check.date;
}

/** The tasks named by ids, each the gardener's own (404 for an unknown id and for another's alike). */
export async function ownTasks(db: Database, userId: number, ids: readonly number[]) {
  const rows = await db
    .select({
      id: userTasks.id,
      userId: userTasks.userId,
      source: userTasks.source,
      plantId: userTasks.plantId,
      plantZoneId: userTasks.plantZoneId,
      careCategoryId: userTasks.careCategoryId,
      taskType: userTasks.taskType,
    })
    .from(userTasks)
    .where(inArray(userTasks.id, [...ids]));
  for (const id of ids) {
    const row = rows.find((task) => task.id === id);
    // Another gardener's task is answered as a missing one: ids cannot be mapped.
    if (row?.userId !== userId) throw notFound(`There is no task ${id}.`);
  }
  return rows;
}

/**
 * Sets the status of the gardener's tasks. Completing logs what was done in the plant's
 * activity log (linked to the task); any other status takes that entry away again. A tip
 * has a checkbox like every item of the list (SPEC §2.8): completing it marks it read, and
 * like skipping it takes it off the list of tips.
 *
 * The tasks may be the gardener's own or those of yards shared with them as a gardener (a
 * viewer's change is a 403): each stays its owner's row and records who completed it.
 */
export async function setTaskStatus(
  db: Database,
  gardenerId: number,
  ids: readonly number[],
  status: SetStatus,
  dateCompleted: string | null,
): Promise<number> {
  const chosen = await tasksTheGardenerMayChange(db, gardenerId, ids);
  await db.transaction(async (tx) => {
    for (const [ownerId, owned] of byOwner(chosen)) {
      // A grouped task (task-groups.ts) is done for all its plants at once, and undone too.
      const ids = await groupMemberIds(
        tx,
        ownerId,
        owned.map((task) => task.id),
      );
      const tasks = await ownTasks(tx, ownerId, ids);
      const completed = status === TASK_STATUS.Completed;
      await tx
        .update(userTasks)
        .set({
          taskStatusId: status,
          dateCompleted: completed ? dateCompleted : null,
          completedBy: completed ? gardenerId : null,
          updatedAt: new Date(),
        })
        .where(and(eq(userTasks.userId, ownerId), inArray(userTasks.id, [...ids])));
      await tx
        .delete(plantActivities)
        .where(and(eq(plantActivities.userId, ownerId), inArray(plantActivities.taskId, [...ids])));
      const logged = tasks.filter((task) => task.plantId !== null && task.source !== 'tip');
      if (completed && logged.length > 0)
        await tx.insert(plantActivities).values(
          logged.map((task) => ({
            userId: ownerId,
            plantId: task.plantId!,
            plantZoneId: task.plantZoneId,
            careCategoryId: task.careCategoryId,
            notes: `Done: ${task.taskType}`,
            doneOn: dateCompleted!,
            taskId: task.id,
          })),
        );
    }
  });
  // Counted as the gardener sees them: a grouped task is one.
  return chosen.length;
}

/** Tasks by their owner: a list may hold the gardener's own and those of shared yards. */
function byOwner<T extends { userId: number }>(tasks: readonly T[]): Map<number, T[]> {
  const owners = new Map<number, T[]>();
  for (const task of tasks) owners.set(task.userId, [...(owners.get(task.userId) ?? []), task]);
  return owners;
}

/**
 * The tasks named by ids that the gardener may change: their own, and those in yards shared
 * with them as a gardener. Anyone else's is a 404 as for a missing task; a viewer's is a 403.
 */
async function tasksTheGardenerMayChange(db: Database, gardenerId: number, ids: readonly number[]) {
  const rows = await db
    .select({ id: userTasks.id, userId: userTasks.userId, yardId: userTasks.yardId })
    .from(userTasks)
    .where(inArray(userTasks.id, [...ids]));
  const places = new Map<number, YardPlace | undefined>();
  for (const id of ids) {
    const row = rows.find((task) => task.id === id);
    if (row?.userId === gardenerId) continue;
    if (row?.yardId != null && !places.has(row.yardId))
      places.set(row.yardId, await placeInYard(db, gardenerId, row.yardId));
    const place = row?.yardId == null ? undefined : places.get(row.yardId);
    if (!place) throw notFound(`There is no task ${id}.`);
    if (!roleAllows(place.role, 'gardener')) throw actionRefused(VIEWER_CANNOT_CHANGE);
  }
  return rows;
}

/** "3 tasks marked Completed." */
export const statusMessage = (count: number, status: SetStatus) =>
  `${count} ${count === 1 ? 'task' : 'tasks'} marked ${TASK_STATUS_NAMES[status]}.`;
