import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';

/** Tables that describe a plant rather than record a gardener's use of it: they go with it. */
const DESCRIBING_TABLES = new Set([
  'plant_attributes',
  'plant_illustrations',
  'plant_popularity',
  'imported_plant_photos',
]);

/** Every (table, column) whose foreign key points at plants, read from the database itself. */
async function plantReferences(db: Database): Promise<{ table: string; column: string }[]> {
  const result = (await db.execute(sql`
    SELECT r.relname AS "table", a.attname AS "column"
    FROM pg_constraint c
    JOIN pg_class r ON r.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'plants'::regclass`)) as {
    rows: { table: string; column: string }[];
  };
  return result.rows.filter((row) => !DESCRIBING_TABLES.has(row.table));
}

export interface StaleOutcome {
  /** Plants the new import no longer has, removed. */
  removed: number;
  /** Plants the new import no longer has that a gardener uses (planted, a favorite...): kept. */
  inUse: number;
}

/**
 * After an import of `source`: its plants the import no longer holds (merged into another
 * row, now curated, or gone from the table) are removed, unless some gardener's row
 * mentions them (a planting, a favorite, a photo, a task...): losing those would lose the
 * gardener's data, so they stay. The referring tables are read from the schema, so a table
 * added later is respected without a change here.
 */
export async function removeStaleImportedPlants(
  db: Database,
  source: string,
  keptNames: readonly string[],
): Promise<StaleOutcome> {
  // '' keeps the list from being empty (an import that kept nothing removes every plant of it).
  const stale = and(eq(plants.source, source), not(inArray(plants.botanicalName, [...keptNames, ''])))!;
  const unused: SQL[] = (await plantReferences(db)).map(
    ({ table, column }) =>
      sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${plants.id})`,
  );
  const removed = await db
    .delete(plants)
    .where(and(stale, ...unused))
    .returning({ id: plants.id });
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(plants)
    .where(stale);
  return { removed: removed.length, inUse: left?.count ?? 0 };
}
