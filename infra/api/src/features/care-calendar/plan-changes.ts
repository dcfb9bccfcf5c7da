import { createHash } from 'node:crypto';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { DesiredTask } from './desired-tasks';

/**
 * A generated task already on the gardener's list, as far as regeneration reads it: its
 * managed fields are summed up in `fingerprint` rather than read back one by one.
 */
export interface ExistingTask {
  id: number;
  generationKey: string;
  source: DesiredTask['source'];
  dueDate: string;
  expiresOn: string | null;
  repeatEveryDays: number;
  taskStatusId: number;
  movedByGardener: boolean;
  fingerprint: string;
}

export interface CalendarChanges {
  inserts: DesiredTask[];
  updates: (DesiredTask & { id: number })[];
  deletes: number[];
  /** Past-due repeats overtaken by a later repeat that is due too: set to Skip. */
  skips: number[];
}

/** The fields regeneration may change on a task it still manages. */
const MANAGED_FIELDS = [
  'dueDate',
  'windowEnd',
  'expiresOn',
  'taskType',
  'careCategoryId',
  'commonName',
  'zoneName',
  'details',
  'dateReason',
  'yardId',
  'zoneId',
  'plantZoneId',
  'plantId',
  'repeatEveryDays',
] as const satisfies readonly (keyof DesiredTask)[];

/** What regeneration would write on a task, summed up: a changed value changes it. */
export function fingerprintOf(task: DesiredTask): string {
  const values = MANAGED_FIELDS.map((field) => String(task[field] ?? ''));
  return createHash('sha1').update(values.join('\u0001')).digest('base64url');
}

/**
 * Regeneration manages only what nobody has acted on yet: a pending task the gardener did
 * not move, not yet due (a tip: not yet expired). Completed, suspended, skipped, moved and
 * past-due tasks are the gardener's history or business: they stay as they are.
 */
export function isManaged(task: ExistingTask, today: string): boolean {
  if (task.taskStatusId !== TASK_STATUS.Pending || task.movedByGardener) return false;
  return task.source === 'tip' ? (task.expiresOn ?? task.dueDate) >= today : task.dueDate >= today;
}

/** The key of a repeating series: a generation key without its repeat number. */
export const seriesOf = (key: string): string => key.slice(0, key.lastIndexOf(':'));
/** The repeat number of a generation key. */
const repeatOf = (key: string): number => Number(key.slice(key.lastIndexOf(':') + 1));

/**
 * What to change so the list holds `desired`: insert what no row has the key of (whatever
 * its status: a completed task is never made again), update managed rows that differ,
 * delete managed rows no longer wanted, and skip past-due repeats that a later due repeat
 * of the same series overtook (only the latest watering of a missed week stays).
 */
export function planChanges(
  existing: readonly ExistingTask[],
  desired: readonly DesiredTask[],
  today: string,
) {
  const byKey = new Map(existing.map((task) => [task.generationKey, task]));
  const wanted = new Set(desired.map((task) => task.generationKey));
  const changes: CalendarChanges = { inserts: [], updates: [], deletes: [], skips: [] };
  for (const task of desired) {
    const current = byKey.get(task.generationKey);
    if (!current) changes.inserts.push(task);
    else if (isManaged(current, today) && current.fingerprint !== fingerprintOf(task))
      changes.updates.push({ ...task, id: current.id });
  }
  // A repeat spread a few days later (spread-days.ts) is still ahead when the repeat it
  // was drawn from has passed: an earlier repeat of a series still made stays.
  const firstRepeat = new Map<string, number>();
  for (const task of desired)
    if (task.repeatEveryDays > 0) {
      const series = seriesOf(task.generationKey);
      firstRepeat.set(series, Math.min(firstRepeat.get(series) ?? Infinity, repeatOf(task.generationKey)));
    }
  const earlierRepeat = (task: ExistingTask) =>
    task.source !== 'custom' &&
    task.repeatEveryDays > 0 &&
    repeatOf(task.generationKey) < (firstRepeat.get(seriesOf(task.generationKey)) ?? -1);
  for (const task of existing)
    if (!wanted.has(task.generationKey) && isManaged(task, today) && !earlierRepeat(task))
      changes.deletes.push(task.id);

  const latestDue = new Map<string, string>();
  for (const task of [...existing, ...desired] as {
    generationKey: string;
    dueDate: string;
    repeatEveryDays: number;
  }[]) {
    if (task.repeatEveryDays === 0 || task.dueDate > today) continue;
    const series = seriesOf(task.generationKey);
    if ((latestDue.get(series) ?? '') < task.dueDate) latestDue.set(series, task.dueDate);
  }
  for (const task of existing) {
    const overtaken =
      task.repeatEveryDays > 0 &&
      task.taskStatusId === TASK_STATUS.Pending &&
      !task.movedByGardener &&
      task.dueDate < (latestDue.get(seriesOf(task.generationKey)) ?? '');
    if (overtaken) changes.skips.push(task.id);
  }
  return changes;
}
