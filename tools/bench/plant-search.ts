import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { PlantSearchFilter } from '@thrive/shared/contracts';
import { buildApp } from '../../infra/api/src/app';
import type { Database, DatabaseHandle } from '../../infra/api/src/db/database';
import { plants, yards } from '../../infra/api/src/db/schema';
import { importAtFirstStart } from '../../infra/api/src/reference-data/import/first-start';
import { seedReferenceData } from '../../infra/api/src/reference-data/seed';
import { signedInDirectly } from '../../infra/api/src/testing/identity-fixture';
import { testConfig } from '../../infra/api/src/testing/test-app';
import { onEachDatabase } from './on-each-database';

/** The size of the full catalogue (curated + imported USDA plants) when there is no data to import. */
const FULL_CATALOGUE = 2_800;
const ZONE_7B = 14;
const WARM_UP_CALLS = 20;
const TIMED_CALLS = 200;
/** Name queries as gardeners type them: common and botanical names, prefixes, a typo. */
const NAMES = [
  'hosta',
  'tomato',
  'hostaa',
  'lily',
  'sage',
  'maple',
  'rose',
  'fern',
  'oak',
  'basil',
  'Solanum lycopersicum',
  'coneflower',
  'juniper',
  'clover',
  'viol',
  'aster',
  'grass',
  'pepper',
  'willow',
  'mint',
];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Copies of curated plants under new names until the catalogue has FULL_CATALOGUE plants. */
async function addSyntheticPlants(db: Database): Promise<number> {
  const curated = await db.select().from(plants).where(eq(plants.source, 'curated'));
  const missing = FULL_CATALOGUE - curated.length;
  const rows = Array.from({ length: Math.max(0, missing) }, (_, n) => {
    const { id: _id, ...plant } = curated[n % curated.length]!;
    const variety = `Bench ${n + 1}`;
    return {
      ...plant,
      commonName: `${plant.commonName} ${variety}`,
      botanicalName: `${plant.botanicalName} '${variety}'`,
      source: 'bench',
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(plants).values(rows.slice(start, start + 500));
  return rows.length;
}

/** Fills the catalogue: the public tables of REFERENCE_DATA_DIR, else synthetic plants. */
async function fullCatalogue(db: Database): Promise<string> {
  await seedReferenceData(db);
  const dir = process.env.REFERENCE_DATA_DIR;
  if (dir) await importAtFirstStart(db, dir, () => undefined);
  const synthetic = dir ? 0 : await addSyntheticPlants(db);
  const bySource = await db
    .select({ source: plants.source, plants: count() })
    .from(plants)
    .groupBy(plants.source)
    .orderBy(plants.source);
  const total = bySource.reduce((sum, row) => sum + row.plants, 0);
  const parts = bySource.map((row) => `${row.plants} ${row.source}`).join(' + ');
  const origin = dir
    ? `imported from REFERENCE_DATA_DIR=${dir}`
    : `SYNTHETIC: no REFERENCE_DATA_DIR, ${synthetic} copies of curated plants added`;
  return `${total.toLocaleString('en-US')} plants (${parts}; ${origin})`;
}

/** p95 of POST users/0/PlantSearch/ with a name and 3 filters, on one database. */
async function measure(database: DatabaseHandle, label: string): Promise<string[]> {
  const catalogue = await fullCatalogue(database.db);
  const gardener = await signedInDirectly(database.db, { email: 'bench-search@example.com' });
  const [yard] = await database.db
    .insert(yards)
    .values({ userId: gardener.identity.Id, name: 'Bench yard', hardinessZoneId: ZONE_7B })
    .returning({ id: yards.id });
  const filters: PlantSearchFilter = {
    SunRequirementsIds: [4, 6],
    WaterRequirementsIds: [2, 3],
    YardId: yard!.id,
  };
  const app = await buildApp({ database, config: testConfig() });
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  const roundTrips: number[] = [];
  let found = 0;
  try {
    for (let call = 0; call < WARM_UP_CALLS + TIMED_CALLS; call += 1) {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/0/PlantSearch/',
        headers: gardener.headers,
        payload: { ...filters, k: NAMES[call % NAMES.length] },
      });
      if (response.statusCode !== 200) throw new Error(`PlantSearch answered ${response.statusCode}`);
      if (call >= WARM_UP_CALLS) {
        roundTrips.push(performance.now() - start);
        found += (response.json() as { TotalRows: number }).TotalRows;
      }
    }
  } finally {
    await app.close();
  }
  const timed = serverTimes.slice(WARM_UP_CALLS);
  return [
    `${label}: catalogue of ${catalogue}`,
    `${label}: PlantSearch, a name + sun, water and yard hardiness (${NAMES.length} names, ` +
      `${TIMED_CALLS} calls after ${WARM_UP_CALLS} warm-up, ${(found / TIMED_CALLS).toFixed(1)} matches a call): ` +
      `server p95 ${ms(percentile(timed, 0.95))} (median ${ms(percentile(timed, 0.5))}); ` +
      `through app.inject p95 ${ms(percentile(roundTrips, 0.95))}`,
  ];
}

/**
 * DESIGN §9 "plant search latency over the full catalogue" (issue 6: p95 under 50 ms on both
 * databases): the embedded database as the API tests open it, then the test PostgreSQL.
 */
export async function benchPlantSearch(): Promise<string[]> {
  return onEachDatabase(measure);
}

// `npx tsx tools/bench/plant-search.ts` runs this one figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await benchPlantSearch()) console.log(line);
}
