import { performance } from 'node:perf_hooks';
import { scorePlantInZone } from '@thrive/shared/thrive';
import { buildApp } from '../../infra/api/src/app';
import type { DatabaseHandle } from '../../infra/api/src/db/database';
import { seedReferenceData } from '../../infra/api/src/reference-data/seed';
import { loadGarden } from '../../infra/api/src/services/thrive/garden-plants';
import { loadSunPx } from '../../infra/api/src/services/thrive/garden-scorer';
import { buildThriveTable } from '../../infra/api/src/services/thrive/thrive-table';
import { testConfig } from '../../infra/api/src/testing/test-app';
import { plantYard } from './bench-yard';
import { median, ms, timeRuns } from './timing';
import { onEachDatabase } from './on-each-database';

const SCORING_RUNS = 21;
const WARM_UP_CALLS = 5;
const TIMED_CALLS = 20;

/** Scoring alone, then the whole ThriveTable call, on one database; lines to print. */
async function measure(database: DatabaseHandle, label: string): Promise<string[]> {
  await seedReferenceData(database.db);
  const { gardener, userId, yardId } = await plantYard(database, 'bench-thrive@example.com');
  const garden = await loadGarden(database.db, userId, { yardId, everyZone: true });
  const sunPx = await loadSunPx(database.db);
  const lines: string[] = [];
  if (label === 'embedded') {
    const rows = garden.plants.map((plant) => ({ plant, zone: garden.zoneById.get(plant.zoneId)! }));
    const scoring = timeRuns(SCORING_RUNS, () => {
      for (const { plant, zone } of rows) scorePlantInZone(plant.requirements, zone.conditions, sunPx);
    });
    const table = timeRuns(SCORING_RUNS, () => buildThriveTable(garden, sunPx, yardId));
    lines.push(
      `scoring ${rows.length} rows (scorePlantInZone, median of ${SCORING_RUNS}): ${ms(scoring)}`,
      `building the table in memory (scores, BetterZones, counts): ${ms(table)}`,
    );
  }

  const app = await buildApp({ database, config: testConfig() });
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  const roundTrips: number[] = [];
  let bytes = 0;
  try {
    for (let call = 0; call < WARM_UP_CALLS + TIMED_CALLS; call += 1) {
      const start = performance.now();
      const response = await app.inject({
        url: `/api/users/${userId}/ThriveTable/${yardId}`,
        headers: gardener.headers,
      });
      if (response.statusCode !== 200) throw new Error(`ThriveTable answered ${response.statusCode}`);
      if (call >= WARM_UP_CALLS) roundTrips.push(performance.now() - start);
      bytes = response.rawPayload.length;
    }
  } finally {
    await app.close();
  }
  const timed = serverTimes.slice(WARM_UP_CALLS);
  lines.push(
    `${label}: ThriveTable server time (median of ${TIMED_CALLS} after ${WARM_UP_CALLS} warm-up): ` +
      `${ms(median(timed))}; through app.inject ${ms(median(roundTrips))}; ${(bytes / 1024).toFixed(0)} KiB`,
  );
  return lines;
}

/**
 * DESIGN §9 "thrive scoring of a 1,000-plant yard", in-process: the embedded database as
 * the API tests open it, then the test PostgreSQL when it can be reached.
 */
export async function benchThriveTable(): Promise<string[]> {
  return onEachDatabase(measure);
}
