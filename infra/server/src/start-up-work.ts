import {
  ensureDemoGardener,
  importPublicTablesAtStart,
  referenceDataStartLine,
  seedWhenChanged,
  type DatabaseHandle,
} from '@thrive/api';
import type { GatewayConfig } from './config';
import type { StartFacts } from './start-log';

/**
 * What a start does to the data before serving: seed the reference lists when they changed,
 * import the public tables, make the demo gardener. Done once per start, by the process
 * that owns the start (the primary when there are several workers), never once per worker.
 */
export async function startUpWork(
  database: DatabaseHandle,
  config: GatewayConfig,
): Promise<Pick<StartFacts, 'referenceData' | 'demo'>> {
  await seedWhenChanged(database.db);
  const referenceData = await referenceDataStartLine(database.db);
  // Before the demo gardener, so its sample yard gets its zone from the imported ZIP table.
  await importPublicTablesAtStart(database.db, config.api.referenceDataDir, (line) => console.log(line));
  const demo = await ensureDemoGardener(database.db);
  return { referenceData, demo };
}
