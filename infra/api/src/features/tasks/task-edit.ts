import { and, eq, inArray } from 'drizzle-orm';
import { TASK_STATUS, type TaskUpdate } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantActivities, userTaskRules, userTasks } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { groupMemberIds } from './task-groups';
import { completedDate, ownTasks, setTaskStatus } from './task-status';

/**
 * PUT users/{uid}/UserTask/{id}: move, annotate or change the status of one task. A date the
 * gardener moved is theirs: regeneration never moves it back.
 */
export async function updateTask(
  db: Database,
  { userId, gardenerId }: { userId: number; gardenerId: number },
  id: number,
  body: TaskUpdate,
  today: string,
) {
  const [task] = await ownTasks(db, userId, [id]);
  if (body.dueDate !== undefined || body.Notes !== undefined) {
    if (task!.source === 'tip' && body.dueDate !== undefined) {
      const message = 'A tip shows for its season; it has no due date to move.';
      throw badRequest(message, { 'body.dueDate': message });
    }
    await db
      .update(userTasks)
      .set({
        ...(body.dueDate !== undefined ? { dueDate: body.dueDate, movedByGardener: true } : {}),
        ...(body.Notes !== undefined ? { notes: body.Notes } : {}),
        updatedAt: new Date(),
      })
      // A grouped task moves, and takes its note, with all its plants: it stays one task.
      .where(
        and(eq(userTasks.userId, userId), inArray(userTasks.id, await groupMemberIds(db, userId, [id]))),
      );
  }
  if (body.taskStatusId !== undefined) {
    const status = body.taskStatusId as 1 | 2 | 3 | 4;
    const date =
      status === TASK_STATUS.Completed
        ? completedDate(body.dateCompleted, today, 'body.dateCompleted')
        : null;
    await setTaskStatus(db, gardenerId, [id], status, date);
  }
}

/**
 * DELETE users/{uid}/UserTask/{id}. A task of the gardener's own goes (a one-off with its
 * rule; `series` ends a repeating rule and its open tasks, its completed ones stay in the
 * history). One repeat alone, or a task of our care calendar, is skipped instead: deleting
 * it would only have it made again.
 */
export async function deleteTask(db: Database, userId: number, id: number, series: boolean): Promise<string> {
  const [row] = await db
    .select({ source: userTasks.source, ruleId: userTasks.userTaskRuleId, repeat: userTasks.repeatEveryDays })
    .from(userTasks)
    .where(and(eq(userTasks.id, id), eq(userTasks.userId, userId)));
  if (!row) return 'The task is already gone.';
  if (row.source === 'custom' && row.ruleId !== null && (series || row.repeat === 0)) {
    await db.transaction(async (tx) => {
      // What was done stays in the plant's care log, no longer pointing at a task.
      await tx.update(plantActivities).set({ taskId: null }).where(eq(plantActivities.taskId, id));
      await tx.delete(userTasks).where(eq(userTasks.id, id));
      await tx
        .delete(userTasks)
        .where(
          and(
            eq(userTasks.userTaskRuleId, row.ruleId!),
            inArray(userTasks.taskStatusId, [TASK_STATUS.Pending, TASK_STATUS.Suspended]),
          ),
        );
      await tx
        .delete(userTaskRules)
        .where(and(eq(userTaskRules.id, row.ruleId!), eq(userTaskRules.userId, userId)));
    });
    return row.repeat === 0 ? 'The task is deleted.' : 'The repeating task and its open tasks are deleted.';
  }
  if (row.source === 'custom' && row.ruleId === null) {
    await db.delete(userTasks).where(eq(userTasks.id, id));
    return 'The task is deleted.';
  }
  await setTaskStatus(db, userId, [id], TASK_STATUS.Skip, null);
  return row.source === 'custom'
    ? 'This one is skipped; the next repeats stay on your list.'
    : 'Skipped. It will not come back this season.';
}
