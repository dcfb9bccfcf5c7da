import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants, userTasks, zones } from '../../db/schema';
import { addDays } from '../common/calendar-days';
import { seriesHeads } from '../tasks/repeat-series';
import { taskReach } from '../tasks/shared-tasks';
import { groupTasks, plantsPhrase, taskGroupKey } from '../tasks/task-groups';

/** What the feed holds around today: the month behind (done or still open) and the year ahead. */
const FEED_DAYS_BEHIND = 30;
const FEED_DAYS_AHEAD = 365;
/** A bound on one answer; a year of a full garden's tasks stays far below it. */
const FEED_EVENTS_MAX = 3000;

export interface FeedTask {
  id: number;
  taskType: string;
  commonName: string;
  zoneName: string;
  details: string;
  notes: string;
  dueDate: string;
  dateCompleted: string | null;
  completed: boolean;
  updatedAt: Date;
  /**
   * For the latest repeat of a repeating series: how it goes on (every N days, until its
   * window's end). Repeats are stored a week ahead; the calendar app draws the rest.
   */
  repeat: { everyDays: number; until: string | null } | null;
}

/**
 * The gardener's tasks for the feed: pending and suspended ones due from FEED_DAYS_BEHIND
 * ago to FEED_DAYS_AHEAD ahead, and those completed in the last FEED_DAYS_BEHIND days.
 * Tips and skipped tasks are left out: neither is something to do on a day. Names are read
 * live from the garden, the row's own copy once the plant or zone is gone.
 */
export async function feedTasks(db: Database, userId: number, today: string): Promise<FeedTask[]> {
  // Their own tasks and those of the yards shared with them, as their task list shows.
  const { condition: reach } = await taskReach(db, userId);
  const from = addDays(today, -FEED_DAYS_BEHIND);
  const open = and(
    inArray(userTasks.taskStatusId, [TASK_STATUS.Pending, TASK_STATUS.Suspended]),
    gte(userTasks.dueDate, from),
    lte(userTasks.dueDate, addDays(today, FEED_DAYS_AHEAD)),
  );
  const done = and(eq(userTasks.taskStatusId, TASK_STATUS.Completed), gte(userTasks.dateCompleted, from));
  const rows = await db
    .select({
      id: userTasks.id,
      taskType: userTasks.taskType,
      commonName: sql<string>`coalesce(${plants.commonName}, ${userTasks.commonName})`,
      zoneName: sql<string>`coalesce(${zones.name}, ${userTasks.zoneName})`,
      details: userTasks.details,
      notes: userTasks.notes,
      dueDate: userTasks.dueDate,
      dateCompleted: userTasks.dateCompleted,
      taskStatusId: userTasks.taskStatusId,
      updatedAt: userTasks.updatedAt,
      repeatEveryDays: userTasks.repeatEveryDays,
      windowEnd: userTasks.windowEnd,
      groupKey: taskGroupKey,
    })
    .from(userTasks)
    .leftJoin(zones, eq(zones.id, userTasks.zoneId))
    .leftJoin(plants, eq(plants.id, userTasks.plantId))
    .where(and(reach, ne(userTasks.source, 'tip'), or(open, done)))
    .orderBy(asc(userTasks.dueDate), asc(userTasks.id))
    .limit(FEED_EVENTS_MAX);
  const heads = new Set(
    (await seriesHeads(db, reach, addDays(today, FEED_DAYS_AHEAD))).map((head) => head.id),
  );
  // One event per task as the list shows it: a group of plants (task-groups.ts) is one,
  // named by its first stored task, whose id the list and the details use too.
  return groupTasks(rows, (row) => row.groupKey).map((members) => {
    const first = members[0]!;
    const names = [...new Set(members.map((member) => member.commonName))];
    const open = first.taskStatusId !== TASK_STATUS.Completed;
    return {
      id: first.id,
      taskType: first.taskType,
      commonName: plantsPhrase(names.sort((a, b) => a.localeCompare(b))),
      zoneName: first.zoneName,
      details: first.details,
      notes: first.notes,
      dueDate: first.dueDate,
      dateCompleted: first.dateCompleted,
      completed: !open,
      updatedAt: new Date(Math.max(...members.map((member) => member.updatedAt.getTime()))),
      repeat:
        open && members.some((member) => heads.has(member.id))
          ? { everyDays: first.repeatEveryDays, until: first.windowEnd }
          : null,
    };
  });
}
