import { and, eq, gt, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userTasks } from '../../db/schema';
import { addDays } from '../common/calendar-days';
import { seriesOf } from '../care-calendar/plan-changes';

/** The latest stored task of a repeating series: the one its later repeats are drawn from. */
export interface SeriesHead {
  id: number;
  dueDate: string;
  repeatEveryDays: number;
  /** The series' last day (a care window's end, a custom task's end date); null: open-ended. */
  windowEnd: string | null;
}

/**
 * The heads of the gardener's repeating series due by `upTo`. Repeats are stored a week
 * ahead (care-calendar/rule-windows.ts), so a month view or a calendar feed draws the rest.
 */
export async function seriesHeads(
  db: Database,
  /** A gardener, or which tasks (a gardener's reach, shared-tasks.ts). */
  whose: number | SQL,
  upTo: string,
): Promise<SeriesHead[]> {
  const rows = await db
    .select({
      id: userTasks.id,
      key: userTasks.generationKey,
      dueDate: userTasks.dueDate,
      repeatEveryDays: userTasks.repeatEveryDays,
      windowEnd: userTasks.windowEnd,
    })
    .from(userTasks)
    .where(
      and(
        typeof whose === 'number' ? eq(userTasks.userId, whose) : whose,
        // A series goes on from its latest repeat, done or not; a skipped one is not its end.
        ne(userTasks.taskStatusId, TASK_STATUS.Skip),
        gt(userTasks.repeatEveryDays, 0),
        ne(userTasks.source, 'tip'),
        isNotNull(userTasks.generationKey),
        lte(userTasks.dueDate, upTo),
      ),
    );
  return latestOfEachSeries(rows.map(({ key, ...row }) => ({ ...row, generationKey: key })));
}

/** Of repeats (with their generation keys), the latest of each series. */
export function latestOfEachSeries<T extends { generationKey: string | null; dueDate: string }>(
  rows: readonly T[],
): T[] {
  const heads = new Map<string, T>();
  for (const row of rows) {
    if (!row.generationKey) continue;
    const series = seriesOf(row.generationKey);
    const head = heads.get(series);
    if (!head || head.dueDate < row.dueDate) heads.set(series, row);
  }
  return [...heads.values()];
}

/** The days of a series' later repeats between `from` and `to` (its head's own day excluded). */
export function plannedDays(head: SeriesHead, from: string, to: string): string[] {
  const last = head.windowEnd && head.windowEnd < to ? head.windowEnd : to;
  const days: string[] = [];
  for (
    let day = addDays(head.dueDate, head.repeatEveryDays);
    day <= last;
    day = addDays(day, head.repeatEveryDays)
  )
    if (day >= from) days.push(day);
  return days;
}
