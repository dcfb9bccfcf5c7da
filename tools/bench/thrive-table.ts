import { performance } from 'node:perf_hooks';
import { asc } from 'drizzle-orm';
import { scorePlantInZone } from '@thrive/shared/thrive';
import { buildApp } from '../../infra/api/src/app';
import type { DatabaseHandle } from '../../infra/api/src/db/database';
import { plants, plantZones, yards, zones } from '../../infra/api/src/db/schema';
import { seedReferenceData } from '../../infra/api/src/reference-data/seed';
import { loadGarden } from '../../infra/api/src/services/thrive/garden-plants';
import { loadSunPx } from '../../infra/api/src/services/thrive/garden-scorer';
import { buildThriveTable } from '../../infra/api/src/services/thrive/thrive-table';
import { signedInDirectly } from '../../infra/api/src/testing/identity-fixture';
import { testConfig } from '../../infra/api/src/testing/test-app';
import { onEachDatabase } from './on-each-database';

/** The yard of DESIGN §9: 10 zones of varied sun and water, 100 distinct plants in each. */
const ZONE_COUNT = 10;
const PLANTS_PER_ZONE = 100;
const ZONE_7B = 14;
const SCORING_RUNS = 21;
const WARM_UP_CALLS = 5;
const TIMED_CALLS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

function timeRuns(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** A gardener with one yard of 1,000 plant-zones, made directly in the database. */
async function plantYard(database: DatabaseHandle) {
  const { db } = database;
  const gardener = await signedInDirectly(db, { email: 'bench-thrive@example.com' });
  const userId = gardener.identity.Id;
  const catalogue = await db.select({ id: plants.id }).from(plants).orderBy(asc(plants.id));
  const [yard] = await db
    .insert(yards)
    .values({ userId, name: 'Bench yard', hardinessZoneId: ZONE_7B })
    .returning({ id: yards.id });
  for (let index = 0; index < ZONE_COUNT; index += 1) {
    const [zone] = await db
      .insert(zones)
      .values({
        userId,
        yardId: yard!.id,
        name: `Zone ${index + 1}`,
        sunRequirementId: (index % 7) + 1,
        waterRequirementId: (index % 5) + 1,
      })
      .returning({ id: zones.id });
    const offset = (index * 61) % catalogue.length;
    const rows = Array.from({ length: PLANTS_PER_ZONE }, (_, n) => ({
      userId,
      zoneId: zone!.id,
      plantId: catalogue[(offset + n) % catalogue.length]!.id,
    }));
    await db.insert(plantZones).values(rows);
  }
  return { gardener, userId, yardId: yard!.id };
}

/** Scoring alone, then the whole ThriveTable call, on one database; lines to print. */
async function measure(database: DatabaseHandle, label: string): Promise<string[]> {
  await seedReferenceData(database.db);
  const { gardener, userId, yardId } = await plantYard(database);
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
