import { and, eq } from 'drizzle-orm';
import type { TaskDetails } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantActivities, plants, userTasks, yards } from '../../db/schema';
import { notFound } from '../../http-errors';
import { groupedTask, taskGroupKey } from './task-groups';
import { selectTasks, taskAnswer, taskAnswerContext } from './task-rows';
import { sharedTaskMarks, taskReach } from './shared-tasks';

/**
 * GET users/{uid}/UserTask/{id}: one of the gardener's tasks (the route guard checked the
 * owner, or the reader's membership of the task's shared yard: `userId` is then the owner's).
 */
export async function taskDetails(
  db: Database,
  urls: MediaUrls,
  { userId, gardenerId }: { userId: number; gardenerId: number },
  id: number,
  today: string,
): Promise<TaskDetails> {
  const [row] = await selectTasks(db).where(and(eq(userTasks.id, id), eq(userTasks.userId, userId)));
  if (!row) throw notFound(`There is no task ${id}.`);
  // The plants of its group (task-groups.ts), as the list shows it.
  const members = await selectTasks(db).where(
    and(eq(userTasks.userId, userId), eq(taskGroupKey, row.groupKey)),
  );
  const [context, mark, [place], [activity]] = await Promise.all([
    taskAnswerContext(db, urls, userId, [row], today),
    taskReach(db, gardenerId).then((reach) => sharedTaskMarks(db, reach, [row])),
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
  const group = groupedTask(members.map((member) => taskAnswer(member, context)));
  return {
    ...mark(row, taskAnswer(row, context)),
    ...(group.GroupTaskIds
      ? { commonName: group.commonName, GroupTaskIds: group.GroupTaskIds, Plants: group.Plants }
      : {}),
    YardName: place?.yardName ?? '',
    BotanicalName: place?.botanicalName ?? '',
    DateReason: row.dateReason,
    PlantActivityId: activity?.id ?? 0,
  };
}
