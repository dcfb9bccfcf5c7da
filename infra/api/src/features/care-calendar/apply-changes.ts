import { and, eq, inArray, sql } from 'drizzle-orm';
import { TASK_STATUS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userTasks } from '../../db/schema';
import type { DesiredTask } from './desired-tasks';
import { fingerprintOf, type CalendarChanges } from './plan-changes';

/**
 * Thousands of rows go in one statement each way: the rows travel as one JSON parameter
 * that json_to_recordset unpacks (the same on PGlite and PostgreSQL, no parameter limit,
 * no SQL text that grows with the rows).
 */
const CHUNK = 5_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The managed columns, in the JSON's snake_case, with their SQL types. */
const COLUMNS = [
  ['generation_key', 'text', 'generationKey'],
  ['source', 'text', 'source'],
  ['rule_id', 'int', 'ruleId'],
  ['user_task_rule_id', 'int', 'userTaskRuleId'],
  ['yard_id', 'int', 'yardId'],
  ['zone_id', 'int', 'zoneId'],
  ['plant_zone_id', 'int', 'plantZoneId'],
  ['plant_id', 'int', 'plantId'],
  ['task_type', 'text', 'taskType'],
  ['care_category_id', 'int', 'careCategoryId'],
  ['common_name', 'text', 'commonName'],
  ['zone_name', 'text', 'zoneName'],
  ['details', 'text', 'details'],
  ['date_reason', 'text', 'dateReason'],
  ['due_date', 'date', 'dueDate'],
  ['window_end', 'date', 'windowEnd'],
  ['expires_on', 'date', 'expiresOn'],
  ['repeat_every_days', 'int', 'repeatEveryDays'],
  ['notes', 'text', 'notes'],
  ['fingerprint', 'text', 'fingerprint'],
] as const satisfies readonly (readonly [string, string, keyof Written])[];

/** A desired task with the fingerprint of what is written. */
type Written = DesiredTask & { fingerprint: string };

const recordType = (withId: boolean) =>
  sql.raw([...(withId ? ['id int'] : []), ...COLUMNS.map(([name, type]) => `${name} ${type}`)].join(', '));
const columnList = sql.raw(COLUMNS.map(([name]) => name).join(', '));

function asJson(rows: readonly (DesiredTask & { id?: number })[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const written: Written = { ...row, fingerprint: fingerprintOf(row) };
      const record: Record<string, unknown> = row.id === undefined ? {} : { id: row.id };
      for (const [name, , field] of COLUMNS) record[name] = written[field];
      return record;
    }),
  );
}

async function insertRows(db: Database, userId: number, rows: DesiredTask[]) {
  // Two regenerations racing for one key (two tabs on the first read of a day) make it once.
  await db.execute(sql`
    INSERT INTO user_tasks (user_id, ${columnList})
    SELECT ${userId}, ${columnList} FROM json_to_recordset(${asJson(rows)}::json) AS x(${recordType(false)})
    ON CONFLICT (user_id, generation_key) WHERE generation_key IS NOT NULL DO NOTHING`);
}

async function updateRows(db: Database, userId: number, rows: (DesiredTask & { id: number })[]) {
  const assignments = sql.raw(
    COLUMNS.filter(([name]) => name !== 'generation_key' && name !== 'source' && name !== 'notes')
      .map(([name]) => `${name} = x.${name}`)
      .join(', '),
  );
  await db.execute(sql`
    UPDATE user_tasks AS t SET ${assignments}, updated_at = now()
    FROM json_to_recordset(${asJson(rows)}::json) AS x(${recordType(true)})
    WHERE t.id = x.id AND t.user_id = ${userId}`);
}

/** Writes a plan; call inside the regeneration's transaction. */
export async function applyChanges(db: Database, userId: number, changes: CalendarChanges): Promise<void> {
  const mine = (ids: number[]) => and(eq(userTasks.userId, userId), inArray(userTasks.id, ids));
  for (const ids of chunks(changes.deletes)) await db.delete(userTasks).where(mine(ids));
  for (const rows of chunks(changes.inserts)) await insertRows(db, userId, rows);
  for (const rows of chunks(changes.updates)) await updateRows(db, userId, rows);
  for (const ids of chunks(changes.skips))
    await db
      .update(userTasks)
      .set({ taskStatusId: TASK_STATUS.Skip, updatedAt: new Date() })
      .where(mine(ids));
}
