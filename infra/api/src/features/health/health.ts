import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@thrive/shared/contracts';
import type { DatabaseHandle } from '../../db/database';

const startedAt = Date.now();

/** Database reachability, latency and applied migrations, for /api/health. */
export async function checkHealth(handle: DatabaseHandle, now = Date.now): Promise<HealthResponse> {
  const began = now();
  const uptimeSeconds = Math.round((began - startedAt) / 1000);
  try {
    const journal = sql.identifier(handle.migrationsSchema);
    const result = (await handle.db.execute(
      sql`SELECT count(*)::int AS applied FROM ${journal}.__drizzle_migrations`,
    )) as { rows: { applied: number }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    return {
      status: 'ok',
      database: { status: 'up', driver: handle.driver, migrations: applied, latencyMs: now() - began },
      uptimeSeconds,
    };
  } catch (error) {
    return {
      status: 'degraded',
      database: {
        status: 'down',
        driver: handle.driver,
        migrations: 0,
        latencyMs: now() - began,
        message: error instanceof Error ? error.message : String(error),
      },
      uptimeSeconds,
    };
  }
}
