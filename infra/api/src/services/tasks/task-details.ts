import { and, eq } from 'drizzle-orm';
import type { TaskDetails } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../media/media-urls';
import { plantActivities, plants, userTasks, yards } from '../../db/schema';
import { notFound } from '../../http-errors';
import { selectTasks, taskAnswer, taskAnswerContext } from './task-rows';

/** GET users/{uid}/UserTask/{id}: one of the gardener's tasks (the route guard checked the owner). */
export async function taskDetails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  id: number,
  today: string,
): Promise<TaskDetails> {
  const [row] = await selectTasks(db).where(and(eq(userTasks.id, id), eq(userTasks.userId, userId)));
  if (!row) throw notFound(`There is no task ${id}.`);
  const [context, [place], [activity]] = await Promise.all([
    taskAnswerContext(db, urls, userId, [row], today),
    db
      .select({ yardName: yards.name, botanicalName: plants.botanicalName })
      .from(userTasks)
      .leftJoin(yards, eq(yards.id, userTasks.yardId))
      .leftJoin(plants, eq(plants.id, userTasks.plantId))
      .where(eq(userTasks.id, id)),
    db
      .select({ id: plantActivities.id })
      .from(plantActivities)
      .where(and(eq(plantActivities.userId, userId), eq(plantActivities.taskId, id))),
  ]);
  return {
    ...taskAnswer(row, context),
    YardName: place?.yardName ?? '',
    BotanicalName: place?.botanicalName ?? '',
    DateReason: row.dateReason,
    PlantActivityId: activity?.id ?? 0,
  };
}
