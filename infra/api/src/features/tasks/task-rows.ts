import { eq, sql } from 'drizzle-orm';
import type { Task, TaskSource, Tip } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plants, plantZones, userTasks, zones } from '../../db/schema';
import { careData } from '../care-calendar/care-data';
import { listItems } from '../common/reference-lists';
import { NO_THUMBNAIL, plantThumbnails } from '../thrive/plant-thumbnails';
import { taskGroupKey } from './task-groups';
import { weatherNoteOf } from '../care-calendar/weather-adjustments';

/**
 * The columns a task answer is made of. Names are read live from the garden (a zone renamed
 * after its tasks were made shows its new name); the row's own copy answers once the plant,
 * zone or yard is gone (a completed task stays in the history).
 */
const taskColumns = {
  id: userTasks.id,
  taskType: userTasks.taskType,
  source: userTasks.source,
  ruleId: userTasks.ruleId,
  commonName: sql<string>`coalesce(${plants.commonName}, ${userTasks.commonName})`,
  zoneName: sql<string>`coalesce(${zones.name}, ${userTasks.zoneName})`,
  dueDate: userTasks.dueDate,
  dateCompleted: userTasks.dateCompleted,
  /** Who completed it (shared yards name them, shared-tasks.ts). */
  completedBy: userTasks.completedBy,
  taskStatusId: userTasks.taskStatusId,
  userTaskRuleId: userTasks.userTaskRuleId,
  plantId: userTasks.plantId,
  zoneId: userTasks.zoneId,
  yardId: userTasks.yardId,
  plantZoneId: userTasks.plantZoneId,
  careCategoryId: userTasks.careCategoryId,
  details: userTasks.details,
  notes: userTasks.notes,
  windowEnd: userTasks.windowEnd,
  expiresOn: userTasks.expiresOn,
  repeatEveryDays: userTasks.repeatEveryDays,
  dateReason: userTasks.dateReason,
  /** Which repeating series the task belongs to (repeat-series.ts), null for a tip of old. */
  generationKey: userTasks.generationKey,
  /** The group the task is listed in (task-groups.ts). */
  groupKey: taskGroupKey,
};

/** Tasks with the joins `taskColumns` reads through (plant_zones for the fertilizer filter). */
export const selectTasks = (db: Database) =>
  db
    .select(taskColumns)
    .from(userTasks)
    .leftJoin(plantZones, eq(plantZones.id, userTasks.plantZoneId))
    .leftJoin(zones, eq(zones.id, userTasks.zoneId))
    .leftJoin(plants, eq(plants.id, userTasks.plantId))
    .$dynamic();

export type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export interface TaskAnswerContext {
  categories: Map<number, { Name: string; Icon: string }>;
  thumbnails: ReadonlyMap<number, string>;
  today: string;
}

/** Care category names and icons and the plants' pictures for a page of tasks. */
export async function taskAnswerContext(
  db: Database,
  urls: MediaUrls,
  userId: number,
  rows: readonly TaskRow[],
  today: string,
): Promise<TaskAnswerContext> {
  const plantIds = rows.map((row) => row.plantId).filter((id): id is number => id !== null);
  const [categories, thumbnails] = await Promise.all([
    listItems(db, 'care-categories'),
    plantThumbnails(db, urls, userId, plantIds),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.Id, { Name: c.Name, Icon: String(c.Icon ?? '') }])),
    thumbnails,
    today,
  };
}

function tipOf(row: TaskRow, icon: string): Tip | null {
  if (row.source !== 'tip') return null;
  const tip = careData().tips.find((item) => item.Id === row.ruleId);
  return {
    Body: row.details,
    CareCategoryIcon: icon,
    LinkID: tip?.Link ?? '',
    ELinkID: 0,
    ECampaignID: 0,
    CampaignName: '',
    ImageFile: '',
  };
}

/** A row as SPEC §3 "Task (as displayed)" with our extra fields. */
export function taskAnswer(row: TaskRow, context: TaskAnswerContext): Task {
  const category = context.categories.get(row.careCategoryId);
  const istip = row.source === 'tip';
  return {
    id: row.id,
    taskType: row.taskType,
    istip,
    commonName: row.commonName,
    zoneName: row.zoneName,
    thumbnail: row.plantId ? (context.thumbnails.get(row.plantId) ?? NO_THUMBNAIL) : NO_THUMBNAIL,
    dueDate: row.dueDate,
    dateCompleted: row.dateCompleted,
    taskStatusId: row.taskStatusId,
    ispastdue: !istip && row.dueDate < context.today,
    userTaskRuleId: row.userTaskRuleId ?? 0,
    PlantId: row.plantId ?? 0,
    ZoneId: row.zoneId ?? 0,
    YardId: row.yardId ?? 0,
    PlantZoneId: row.plantZoneId ?? 0,
    CareCategoryId: row.careCategoryId,
    CareCategory: category?.Name ?? '',
    Source: row.source as TaskSource,
    Details: row.details,
    Notes: row.notes,
    WindowEnd: row.windowEnd,
    RepeatEveryDays: row.repeatEveryDays,
    Expires: istip ? row.expiresOn : null,
    Tip: tipOf(row, category?.Icon ?? ''),
    ...weatherNote(row),
  };
}

function weatherNote(row: TaskRow): Pick<Task, 'WeatherNote'> {
  const note = weatherNoteOf(row.source, row.dateReason);
  return note === undefined ? {} : { WeatherNote: note };
}
