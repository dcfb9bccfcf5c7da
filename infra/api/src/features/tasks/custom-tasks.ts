import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { z } from 'zod';
import { TASK_STATUS, type CustomTask, type customTaskInputSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants, plantZones, userTaskRules, userTasks, zones } from '../../db/schema';
import { notFound } from '../../http-errors';
import { regenerateCareCalendar } from '../care-calendar/regenerate-calendar';
import { ownedPlantZone } from '../common/owned-zone';
import { checkWithinSharedYard } from '../../identity/shared-yard-scope';

type CustomTaskInput = z.output<typeof customTaskInputSchema>;

/** The gardener's own task rules with their plant and zone, and each rule's next open task. */
export async function customTasks(
  db: Database,
  userId: number,
  ruleIds?: readonly number[],
): Promise<CustomTask[]> {
  const nextDue = db
    .select({ ruleId: userTasks.userTaskRuleId, due: min(userTasks.dueDate).as('next_due') })
    .from(userTasks)
    .where(and(eq(userTasks.userId, userId), eq(userTasks.taskStatusId, TASK_STATUS.Pending)))
    .groupBy(userTasks.userTaskRuleId)
    .as('next_due');
  const rows = await db
    .select({
      Id: userTaskRules.id,
      PlantZoneId: plantZones.id,
      PlantId: plantZones.plantId,
      CommonName: plants.commonName,
      ZoneName: zones.name,
      TaskType: userTaskRules.taskType,
      CareCategoryId: userTaskRules.careCategoryId,
      StartDate: userTaskRules.startDate,
      RepeatEveryDays: userTaskRules.intervalDays,
      EndDate: userTaskRules.endDate,
      Notes: userTaskRules.notes,
      NextDueDate: nextDue.due,
    })
    .from(userTaskRules)
    .innerJoin(plantZones, eq(plantZones.id, userTaskRules.plantZoneId))
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .innerJoin(plants, eq(plants.id, plantZones.plantId))
    .leftJoin(nextDue, eq(nextDue.ruleId, userTaskRules.id))
    .where(
      and(eq(userTaskRules.userId, userId), ruleIds ? inArray(userTaskRules.id, [...ruleIds]) : undefined),
    )
    .orderBy(asc(plants.commonName), asc(userTaskRules.id));
  return rows.map((row) => ({ ...row, NextDueDate: row.NextDueDate ?? null }));
}

async function ownedRule(db: Database, userId: number, id: number) {
  const [rule] = await db
    .select({ userId: userTaskRules.userId, yardId: zones.yardId })
    .from(userTaskRules)
    .leftJoin(plantZones, eq(plantZones.id, userTaskRules.plantZoneId))
    .leftJoin(zones, eq(zones.id, plantZones.zoneId))
    .where(eq(userTaskRules.id, id));
  // Another gardener's task is answered as a missing one: ids cannot be mapped.
  const message = `There is no task of your own ${id}.`;
  if (rule?.userId !== userId) throw notFound(message);
  // A member admitted by the body's plant-zone may not reach a task of the owner's other yards.
  checkWithinSharedYard(rule.yardId, message);
}

/**
 * POST users/{uid}/UserTasks: adds (Id 0) or changes one of the gardener's own tasks for a
 * plant in a zone, and makes its tasks (a changed rule moves its open tasks with it).
 */
export async function saveCustomTask(
  db: Database,
  userId: number,
  input: CustomTaskInput,
  today: string,
): Promise<CustomTask> {
  await ownedPlantZone(db, userId, input.PlantZoneId);
  const values = {
    plantZoneId: input.PlantZoneId,
    taskType: input.TaskType,
    careCategoryId: input.CareCategoryId,
    startDate: input.StartDate,
    intervalDays: input.RepeatEveryDays,
    endDate: input.EndDate,
    notes: input.Notes,
  };
  const id = await db.transaction(async (tx) => {
    let ruleId = input.Id;
    if (ruleId > 0) {
      await ownedRule(tx, userId, ruleId);
      await tx
        .update(userTaskRules)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(userTaskRules.id, ruleId));
    } else {
      const [rule] = await tx
        .insert(userTaskRules)
        .values({ userId, ...values })
        .returning({ id: userTaskRules.id });
      ruleId = rule!.id;
    }
    await regenerateCareCalendar(tx, userId, today, { customRuleId: ruleId });
    return ruleId;
  });
  const [saved] = await customTasks(db, userId, [id]);
  return saved!;
}
