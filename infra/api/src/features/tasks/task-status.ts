import { and, eq, inArray } from 'drizzle-orm';
import { TASK_STATUS, TASK_STATUS_NAMES, type TaskStatusCode } from '@thrive/shared/contracts';
import { checkDateCompleted } from '@thrive/shared/validation';
import type { Database } from '../../db/database';
import { plantActivities, userTasks } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
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
 */
export async function setTaskStatus(
  db: Database,
  userId: number,
  ids: readonly number[],
  status: SetStatus,
  dateCompleted: string | null,
): Promise<number> {
  const chosen = await ownTasks(db, userId, ids);
  await db.transaction(async (tx) => {
    // A grouped task (task-groups.ts) is done for all its plants at once, and undone too.
    const ids = await groupMemberIds(
      tx,
      userId,
      chosen.map((task) => task.id),
    );
    const tasks = await ownTasks(tx, userId, ids);
    await tx
      .update(userTasks)
      .set({
        taskStatusId: status,
        dateCompleted: status === TASK_STATUS.Completed ? dateCompleted : null,
        updatedAt: new Date(),
      })
      .where(and(eq(userTasks.userId, userId), inArray(userTasks.id, [...ids])));
    await tx
      .delete(plantActivities)
      .where(and(eq(plantActivities.userId, userId), inArray(plantActivities.taskId, [...ids])));
    const logged = tasks.filter((task) => task.plantId !== null && task.source !== 'tip');
    if (status === TASK_STATUS.Completed && logged.length > 0)
      await tx.insert(plantActivities).values(
        logged.map((task) => ({
          userId,
          plantId: task.plantId!,
          plantZoneId: task.plantZoneId,
          careCategoryId: task.careCategoryId,
          notes: `Done: ${task.taskType}`,
          doneOn: dateCompleted!,
          taskId: task.id,
        })),
      );
  });
  // Counted as the gardener sees them: a grouped task is one.
  return chosen.length;
}

/** "3 tasks marked Completed." */
export const statusMessage = (count: number, status: SetStatus) =>
  `${count} ${count === 1 ? 'task' : 'tasks'} marked ${TASK_STATUS_NAMES[status]}.`;
