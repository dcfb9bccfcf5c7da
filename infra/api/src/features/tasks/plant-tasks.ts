import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { TASK_STATUS, type PlantTasks } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantZones, userTaskRules, userTasks } from '../../db/schema';
import { knownPlant } from '../common/known-plant';
import { customTasks } from './custom-tasks';
import { selectTasks, taskAnswer, taskAnswerContext } from './task-rows';

/** How many open and how many completed tasks the plant page shows. */
const UPCOMING_LIMIT = 20;
const COMPLETED_LIMIT = 10;

/** GET Users/{uid}/PlantUserTask/{plantId}/: the plant's tasks in every zone of the gardener. */
export async function plantTasks(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantId: number,
  today: string,
): Promise<PlantTasks> {
  await knownPlant(db, plantId);
  const ofPlant = and(
    eq(userTasks.userId, userId),
    eq(userTasks.plantId, plantId),
    ne(userTasks.source, 'tip'),
  );
  const [upcoming, completed, rules] = await Promise.all([
    selectTasks(db)
      .where(and(ofPlant, inArray(userTasks.taskStatusId, [TASK_STATUS.Pending, TASK_STATUS.Suspended])))
      .orderBy(asc(userTasks.dueDate), asc(userTasks.id))
      .limit(UPCOMING_LIMIT),
    selectTasks(db)
      .where(and(ofPlant, eq(userTasks.taskStatusId, TASK_STATUS.Completed)))
      .orderBy(desc(userTasks.dateCompleted), desc(userTasks.id))
      .limit(COMPLETED_LIMIT),
    db
      .select({ id: userTaskRules.id })
      .from(userTaskRules)
      .innerJoin(plantZones, eq(plantZones.id, userTaskRules.plantZoneId))
      .where(and(eq(userTaskRules.userId, userId), eq(plantZones.plantId, plantId))),
  ]);
  const context = await taskAnswerContext(db, urls, userId, [...upcoming, ...completed], today);
  return {
    Upcoming: upcoming.map((row) => taskAnswer(row, context)),
    Completed: completed.map((row) => taskAnswer(row, context)),
    CustomTasks: rules.length
      ? await customTasks(
          db,
          userId,
          rules.map((rule) => rule.id),
        )
      : [],
  };
}
