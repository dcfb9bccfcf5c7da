import { performance } from 'node:perf_hooks';
import { scorePlantInZone } from '@thrive/shared/thrive';
import {
  buildApp,
  type DatabaseHandle,
  seedReferenceData,
  loadSunPx,
  loadTableGarden,
  buildThriveTable,
  testConfig,
} from '../../infra/api/src/harness';
import { plantYard } from './bench-yard';
import { median, ms, timeRuns } from './timing';
import { onEachDatabase } from './on-each-database';

const SCORING_RUNS = 21;
/**
 * A running server's figure, not a cold start's: the first dozen calls still run code
 * that is being compiled (the embedded database's WebAssembly, zod, the table's own) and
 * were several times slower than the calls after them on this machine.
 */
const WARM_UP_CALLS = 20;
const TIMED_CALLS = 20;

/** Scoring alone, then the whole ThriveTable call, on one database; lines to print. */
async function measure(database: DatabaseHandle, label: string): Promise<string[]> {
  await seedReferenceData(database.db);
  const { gardener, userId, yardId } = await plantYard(database, 'bench-thrive@example.com');
  const garden = await loadTableGarden(database.db, userId, yardId);
  const sunPx = await loadSunPx(database.db);
  const lines: string[] = [];
  if (label === 'embedded') {
    const plants = new Map(garden.plants.map((plant) => [plant.id, plant]));
    const zones = new Map(garden.zones.map((zone) => [zone.id, zone]));
    const rows = garden.plantZones.map((row) => ({
      plant: plants.get(row.plantId)!,
      zone: zones.get(row.zoneId)!,
    }));
    const scoring = timeRuns(SCORING_RUNS, () => {
      for (const { plant, zone } of rows) scorePlantInZone(plant.requirements, zone.conditions, sunPx);
    });
    // Compiled first, like the calls below: the first runs are interpreted.
    for (let run = 0; run < WARM_UP_CALLS; run += 1) buildThriveTable(garden, sunPx, yardId);
    const table = timeRuns(SCORING_RUNS, () => buildThriveTable(garden, sunPx, yardId));
    lines.push(
      `scoring ${rows.length} rows (scorePlantInZone, median of ${SCORING_RUNS}): ${ms(scoring)}`,
      `building the table in memory (scores, BetterZones, counts; median of ${SCORING_RUNS} after ` +
        `${WARM_UP_CALLS} warm-up): ${ms(table)}`,
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
