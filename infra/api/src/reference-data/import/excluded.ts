import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `SET column = excluded.column` for every column but the key ones: an upsert that makes
 * the stored row equal the imported one, whatever it held before.
 */
export function setFromExcluded(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !keys.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
}
