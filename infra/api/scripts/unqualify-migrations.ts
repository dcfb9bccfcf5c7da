import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * drizzle-kit writes `"public"."users"` in foreign keys. Migrations must run in whatever
 * schema the connection's search_path names (tests isolate themselves in a schema of
 * their own), so the schema name is taken out. Idempotent.
 */
const dir = path.resolve(import.meta.dirname, '../src/db/migrations');
for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(full, unqualified);
}
