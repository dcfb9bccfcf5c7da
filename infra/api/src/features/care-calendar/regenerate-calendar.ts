import { and, between, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { careCalendarStates, userTasks } from '../../db/schema';
import { applyChanges } from './apply-changes';
import { careData, type CareData } from './care-data';
import { desiredTasks, type DesiredTask } from './desired-tasks';
import { loadGardenSnapshot, type CalendarScope, type GardenSnapshot } from './garden-snapshot';
import { planChanges, type ExistingTask } from './plan-changes';
import { addDays, maxDay, minDay, yearOf } from '../common/calendar-days';
import { spreadTasks, SPREAD_DAYS, type PlacedTask } from './spread-days';
import { followWeather } from './weather-adjustments';

/** Serializes regenerations of one gardener (pg_advisory_xact_lock(class, user)). */
const CALENDAR_LOCK_CLASS = 7_212;

export interface RegenerationResult {
  inserted: number;
  updated: number;
  deleted: number;
  skipped: number;
  orphansDeleted: number;
}

const existingColumns = {
  id: userTasks.id,
  generationKey: userTasks.generationKey,
  source: userTasks.source,
  dueDate: userTasks.dueDate,
  expiresOn: userTasks.expiresOn,
  repeatEveryDays: userTasks.repeatEveryDays,
  taskStatusId: userTasks.taskStatusId,
  movedByGardener: userTasks.movedByGardener,
  fingerprint: userTasks.fingerprint,
  // What spreading reads of a task already placed (spread-days.ts).
  ruleId: userTasks.ruleId,
  taskType: userTasks.taskType,
  yardId: userTasks.yardId,
  zoneId: userTasks.zoneId,
};

/** The rows of the scope that regeneration compares with what it wants. */
function scopeFilter(scope: CalendarScope, snapshot: GardenSnapshot): SQL | undefined {
  if (scope.customRuleId !== undefined) return eq(userTasks.userTaskRuleId, scope.customRuleId);
  if (!scope.yardIds && !scope.plantZoneIds) return undefined;
  const plantZoneIds = snapshot.plantZones.filter((pz) => pz.inScope).map((pz) => pz.plantZoneId);
  const ruleIds = snapshot.customRules.map((rule) => rule.id);
  return or(
    plantZoneIds.length ? inArray(userTasks.plantZoneId, plantZoneIds) : undefined,
    snapshot.tipYardIds.length
      ? and(eq(userTasks.source, 'tip'), inArray(userTasks.yardId, snapshot.tipYardIds))
      : undefined,
    ruleIds.length ? inArray(userTasks.userTaskRuleId, ruleIds) : undefined,
    sql`false`,
  );
}

async function loadExisting(db: Database, userId: number, filter: SQL | undefined, today: string) {
  // Older seasons cannot share a key with what is made now; the gardener's own series can.
  const bound = `${yearOf(today) - 2}-01-01`;
  const rows = await db
    .select(existingColumns)
    .from(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        isNotNull(userTasks.generationKey),
        or(eq(userTasks.source, 'custom'), gte(userTasks.dueDate, bound)),
        filter,
      ),
    );
  // The filter keeps rows with a key, and only the engine writes sources.
  return rows as (ExistingTask & PlacedTask)[];
}

/** The calendar's care due on the days routine care of `desired` may be spread over. */
async function placedAround(db: Database, userId: number, desired: readonly DesiredTask[]) {
  const days = desired.filter((task) => task.spreadable).map((task) => task.dueDate);
  if (days.length === 0) return [];
  const from = days.reduce(minDay);
  const to = addDays(days.reduce(maxDay), SPREAD_DAYS);
  const rows = await db
    .select(existingColumns)
    .from(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        isNotNull(userTasks.generationKey),
        ne(userTasks.source, 'tip'),
        ne(userTasks.taskStatusId, TASK_STATUS.Skip),
        between(userTasks.dueDate, from, to),
      ),
    );
  return rows as PlacedTask[];
}

/** Open tasks whose plant, own rule or yard is gone: nothing is left to do them to. */
async function deleteOrphans(db: Database, userId: number): Promise<number> {
  const deleted = await db
    .delete(userTasks)
    .where(
      and(
        eq(userTasks.userId, userId),
        inArray(userTasks.taskStatusId, [TASK_STATUS.Pending, TASK_STATUS.Suspended]),
        or(
          and(inArray(userTasks.source, ['care', 'water', 'fertilizer']), isNull(userTasks.plantZoneId)),
          and(eq(userTasks.source, 'custom'), isNull(userTasks.userTaskRuleId)),
          and(eq(userTasks.source, 'tip'), isNull(userTasks.yardId)),
        ),
      ),
    )
    .returning({ id: userTasks.id });
  return deleted.length;
}

/**
 * Brings a gardener's calendar (or a part of it) in line with their garden, our care data
 * and today: incremental (only `scope` is read and compared) and idempotent (a second run
 * changes nothing). One transaction, serialized per gardener.
 */
export async function regenerateCareCalendar(
  db: Database,
  userId: number,
  today: string,
  scope: CalendarScope = {},
  data: CareData = careData(),
): Promise<RegenerationResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CALENDAR_LOCK_CLASS}, ${userId})`);
    const snapshot = await loadGardenSnapshot(tx, userId, scope);
    const existing = await loadExisting(tx, userId, scopeFilter(scope, snapshot), today);
    const whole = !scope.yardIds && !scope.plantZoneIds && scope.customRuleId === undefined;
    const desired = desiredTasks(snapshot, data, today);
    // A part of the calendar is spread among the rest of it, which it does not read.
    const placed = whole ? existing : [...existing, ...(await placedAround(tx, userId, desired))];
    // Weather moves a watering after spreading has placed it: rain or heat decides its day.
    const changes = planChanges(
      existing,
      followWeather(spreadTasks(desired, placed), snapshot, today),
      today,
    );
    await applyChanges(tx, userId, changes);
    const orphansDeleted = await deleteOrphans(tx, userId);
    if (whole)
      await tx
        .insert(careCalendarStates)
        .values({ userId, generatedOn: today, rulesVersion: data.version })
        .onConflictDoUpdate({
          target: careCalendarStates.userId,
          set: { generatedOn: today, rulesVersion: data.version },
        });
    return {
      inserted: changes.inserts.length,
      updated: changes.updates.length,
      deleted: changes.deletes.length,
      skipped: changes.skips.length,
      orphansDeleted,
    };
  });
}
