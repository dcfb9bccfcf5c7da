import {
  and,
  asc,
  countDistinct,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  TASK_FILTER,
  TASK_STATUS,
  type Task,
  type taskListQuerySchema,
  type TaskPage,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plants, plantZones, userTasks, zones } from '../../db/schema';
import { addDays } from '../common/calendar-days';
import { latestOfEachSeries, plannedDays } from './repeat-series';
import { groupedTask, groupTasks, taskGroupKey } from './task-groups';
import { selectTasks, taskAnswer, taskAnswerContext } from './task-rows';
import { sharedTaskMarks, taskReach, type TaskReach } from './shared-tasks';

export type TaskListQuery = z.output<typeof taskListQuerySchema>;

const isTip = eq(userTasks.source, 'tip');
const notTip = ne(userTasks.source, 'tip');

/** SPEC §2.8 filter options as `sid` bits (Pending 2, Completed 1, Suspended 4; our Tips 8). */
function statusFilter(sid: number, today: string): SQL {
  const shown: SQL[] = [];
  if (sid & TASK_FILTER.Pending) shown.push(and(eq(userTasks.taskStatusId, TASK_STATUS.Pending), notTip)!);
  if (sid & TASK_FILTER.Completed) shown.push(eq(userTasks.taskStatusId, TASK_STATUS.Completed));
  if (sid & TASK_FILTER.Suspended) shown.push(eq(userTasks.taskStatusId, TASK_STATUS.Suspended));
  if (sid & TASK_FILTER.Tips)
    shown.push(and(isTip, eq(userTasks.taskStatusId, TASK_STATUS.Pending), gte(userTasks.expiresOn, today))!);
  return or(...shown) ?? sql`false`;
}

/**
 * Show N Days (sd 1, pd N): what is due within the next N days (past due included) and
 * what was completed within the last N; with `from`/`to` (the month view) what is due then.
 */
function daysFilter(query: TaskListQuery, today: string): SQL | undefined {
  if (query.from || query.to)
    return and(
      query.from ? gte(userTasks.dueDate, query.from) : undefined,
      query.to ? lte(userTasks.dueDate, query.to) : undefined,
    );
  if (query.sd !== 1) return undefined;
  return or(
    and(
      eq(userTasks.taskStatusId, TASK_STATUS.Completed),
      gte(userTasks.dateCompleted, addDays(today, -query.pd)),
    ),
    and(ne(userTasks.taskStatusId, TASK_STATUS.Completed), lte(userTasks.dueDate, addDays(today, query.pd))),
  );
}

function placeFilter(query: TaskListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.yid) filters.push(eq(userTasks.yardId, query.yid));
  if (query.zid) filters.push(eq(userTasks.zoneId, query.zid));
  if (query.pid) filters.push(eq(userTasks.plantId, query.pid));
  if (query.fid) filters.push(eq(plantZones.fertilizerId, query.fid));
  return filters;
}

const commonName = sql`coalesce(${plants.commonName}, ${userTasks.commonName})`;
const zoneName = sql`coalesce(${zones.name}, ${userTasks.zoneName})`;

/**
 * SPEC §2.8 sort options over groups (task-groups.ts): every member of a group shares its
 * due date, type, zone and completion day; by plant name a group sorts by its first plant.
 * Ties by due date, then the order tasks were made.
 */
const firstId = sql`min(${userTasks.id})`;
const dueDate = sql`min(${userTasks.dueDate})`;
const SORTS: Record<TaskListQuery['s'], SQL[]> = {
  'DueDate ASC': [dueDate, firstId],
  'CommonName ASC': [sql`min(${commonName})`, dueDate, firstId],
  'TaskType ASC': [sql`min(${userTasks.taskType})`, dueDate, firstId],
  'DateCompleted DESC': [sql`max(${userTasks.dateCompleted}) DESC NULLS LAST`, dueDate, firstId],
  'ZoneName ASC': [sql`min(${zoneName})`, dueDate, firstId],
};

export interface TaskListOptions {
  /** "Don't Display Past-Due Tasks" (toggleDDPDT). */
  dontDisplayPastDueTasks: boolean;
}

/** GET users/{uid}/UserTasks: one page of the gardener's tasks and tips. */
export async function listTasks(
  db: Database,
  urls: MediaUrls,
  userId: number,
  query: TaskListQuery,
  today: string,
  { dontDisplayPastDueTasks }: TaskListOptions,
): Promise<TaskPage> {
  const reach = await taskReach(db, userId);
  const chosen = and(
    reach.condition,
    ne(userTasks.taskStatusId, TASK_STATUS.Skip),
    statusFilter(query.sid, today),
    dontDisplayPastDueTasks
      ? or(ne(userTasks.taskStatusId, TASK_STATUS.Pending), isTip, gte(userTasks.dueDate, today))
      : undefined,
    ...placeFilter(query),
  );
  const where = and(chosen, daysFilter(query, today));
  // A page of groups, then their members: a group is listed whole when any member is
  // chosen (a plant filter shows the zone's task that plant is part of), as completing it
  // completes it whole.
  const [page, [total]] = await Promise.all([
    db
      .select({ key: taskGroupKey })
      .from(userTasks)
      .leftJoin(plantZones, eq(plantZones.id, userTasks.plantZoneId))
      .leftJoin(zones, eq(zones.id, userTasks.zoneId))
      .leftJoin(plants, eq(plants.id, userTasks.plantId))
      .where(where)
      .groupBy(taskGroupKey)
      .orderBy(...SORTS[query.s])
      .limit(query.c)
      .offset(query.i * query.c),
    db
      .select({ n: countDistinct(taskGroupKey) })
      .from(userTasks)
      .leftJoin(plantZones, eq(plantZones.id, userTasks.plantZoneId))
      .where(where),
  ]);
  const keys = page.map((group) => group.key);
  const rows = keys.length
    ? await selectTasks(db)
        .where(and(reach.condition, inArray(taskGroupKey, keys)))
        .orderBy(asc(userTasks.id))
    : [];
  const [context, mark] = await Promise.all([
    taskAnswerContext(db, urls, userId, rows, today),
    sharedTaskMarks(db, reach, rows),
  ]);
  const byKey = new Map<string, Task[]>();
  for (const row of rows)
    byKey.set(row.groupKey, [...(byKey.get(row.groupKey) ?? []), mark(row, taskAnswer(row, context))]);
  const items = keys.flatMap((key) => {
    const members = byKey.get(key);
    return members ? [groupedTask(members)] : [];
  });
  // The month view (from/to, one page) draws the later repeats too, within its page size.
  const planned =
    query.from && query.to && query.i === 0
      ? await plannedRepeats(db, urls, userId, reach, chosen, query.from, query.to, today)
      : [];
  return {
    Items: planned.length ? [...items, ...planned].sort(byDueDate).slice(0, query.c) : items,
    TotalRows: Number(total?.n ?? 0) + planned.length,
    i: query.i,
    c: query.c,
    Today: today,
  };
}

const byDueDate = (a: Task, b: Task) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id;

/**
 * The month view's later repeats of the repeating tasks the list's filters show: each
 * series' stored head, drawn again on each day it repeats within `from`..`to`.
 */
async function plannedRepeats(
  db: Database,
  urls: MediaUrls,
  userId: number,
  reach: TaskReach,
  chosen: SQL | undefined,
  from: string,
  to: string,
  today: string,
): Promise<Task[]> {
  // The repeats the list's choices would show (status, plant, zone, fertilizer), whatever
  // their day, and of each series the latest: the one its later repeats are drawn from.
  const repeats = await selectTasks(db).where(
    and(
      chosen,
      gt(userTasks.repeatEveryDays, 0),
      ne(userTasks.taskStatusId, TASK_STATUS.Skip),
      isNotNull(userTasks.generationKey),
      lte(userTasks.dueDate, to),
    ),
  );
  const shown = latestOfEachSeries(repeats);
  if (shown.length === 0) return [];
  const [context, mark] = await Promise.all([
    taskAnswerContext(db, urls, userId, shown, today),
    sharedTaskMarks(db, reach, shown),
  ]);
  const drawn = shown.flatMap((row) => {
    const task = mark(row, taskAnswer(row, context));
    return plannedDays(row, from, to).map((dueDate) => ({
      task: {
        ...task,
        dueDate,
        taskStatusId: TASK_STATUS.Pending,
        dateCompleted: null,
        ispastdue: false,
        Planned: true,
      },
      // Repeats of one kind in one zone on one day are one task, as stored ones are.
      key:
        row.source === 'custom'
          ? `task|${row.id}|${dueDate}`
          : ['care', row.taskType, row.yardId, row.zoneId, dueDate].join('|'),
    }));
  });
  return groupTasks(drawn, (item) => item.key).map((group) => groupedTask(group.map((item) => item.task)));
}
