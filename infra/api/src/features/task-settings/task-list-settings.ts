import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  TASK_LIST_SORT_FILTER_ID,
  taskSortFilterSchema,
  type SortFilterResponse,
  type TaskSortFilter,
  type TaskSortFilterChanges,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userSortFilters } from '../../db/schema';

/** The task list's saved choices over SPEC §3's defaults, and "Don't Display Past-Due Tasks". */
export interface TaskListSettings {
  settings: TaskSortFilter;
  dontDisplayPastDueTasks: boolean;
}

/** Where DDPDT is kept in the task list's row, beside the sort and filter choices. */
const DDPDT_KEY = 'ddpdt';
/** The key as an SQL literal (a bound parameter would leave `jsonb -> $1` ambiguous). */
const ddpdtKey = sql.raw(`'${DDPDT_KEY}'`);
const taskListRow = (userId: number) =>
  and(eq(userSortFilters.userId, userId), eq(userSortFilters.listId, TASK_LIST_SORT_FILTER_ID));
const shape = taskSortFilterSchema.shape;

/**
 * Each saved choice that is still valid, over the defaults: a choice saved before a rule
 * changed (a sort since removed) falls back to its default instead of failing the list.
 */
export function settingsOf(saved: Record<string, unknown> | undefined): TaskListSettings {
  const settings = taskSortFilterSchema.parse({});
  const keep = <K extends keyof TaskSortFilter>(key: K) => {
    const parsed = shape[key].safeParse(saved?.[key]);
    if (parsed.success && saved?.[key] !== undefined) settings[key] = parsed.data as TaskSortFilter[K];
  };
  for (const key of Object.keys(shape) as (keyof TaskSortFilter)[]) keep(key);
  return { settings, dontDisplayPastDueTasks: saved?.[DDPDT_KEY] === true };
}

/** What the task list (GET users/{uid}/UserTasks) and the sort & filter panel start from. */
export async function taskListSettings(db: Database, userId: number): Promise<TaskListSettings> {
  const [row] = await db
    .select({ settings: userSortFilters.settings })
    .from(userSortFilters)
    .where(taskListRow(userId));
  return settingsOf(row?.settings);
}

/** The answer of GET/PUT users/{uid}/SortFilter/1. */
export const sortFilterAnswer = ({
  settings,
  dontDisplayPastDueTasks,
}: TaskListSettings): SortFilterResponse => ({
  Id: TASK_LIST_SORT_FILTER_ID,
  Settings: settings,
  DontDisplayPastDueTasks: dontDisplayPastDueTasks,
});

/** One statement each, so two tabs saving at once both land (jsonb `||` merges keys). */
const upsertTaskListRow = (db: Database, userId: number, fresh: Record<string, unknown>, merged: SQL) =>
  db
    .insert(userSortFilters)
    .values({ userId, listId: TASK_LIST_SORT_FILTER_ID, settings: fresh })
    .onConflictDoUpdate({
      target: [userSortFilters.userId, userSortFilters.listId],
      set: { settings: merged },
    })
    .returning({ settings: userSortFilters.settings });

/** PUT users/{uid}/SortFilter/1: saves the changed choices, keeping the others and DDPDT. */
export async function saveTaskListSettings(
  db: Database,
  userId: number,
  changes: TaskSortFilterChanges,
): Promise<TaskListSettings> {
  const [row] = await upsertTaskListRow(
    db,
    userId,
    changes,
    sql`${userSortFilters.settings} || excluded.settings`,
  );
  return settingsOf(row?.settings);
}

/** POST users/{uid}/toggleDDPDT: flips "Don't Display Past-Due Tasks" (off until first set). */
export async function toggleDontDisplayPastDueTasks(db: Database, userId: number): Promise<boolean> {
  const wasOn = sql`coalesce(${userSortFilters.settings} -> ${ddpdtKey} = 'true'::jsonb, false)`;
  const [row] = await upsertTaskListRow(
    db,
    userId,
    { [DDPDT_KEY]: true },
    sql`${userSortFilters.settings} || jsonb_build_object(${ddpdtKey}, NOT ${wasOn})`,
  );
  return settingsOf(row?.settings).dontDisplayPastDueTasks;
}
