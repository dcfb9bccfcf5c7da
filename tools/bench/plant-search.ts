import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { PlantSearchFilter } from '@thrive/shared/contracts';
import {
  buildApp,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  plantAttributes,
  plants,
  users,
  yards,
  importPublicTablesAtStart,
  seedReferenceData,
  forgetReferenceRoom,
  signedInDirectly,
  testConfig,
} from '../../infra/api/src/harness';
import { insertPlants } from './insert-plants';
import { onEachDatabase } from './on-each-database';
import { generatePlants } from './plant-catalogue';
import { benchRelevance } from './search-relevance';
import { ms, percentile } from './timing';

/** The catalogue size the search must stay fast at (issue 13: p95 ≤ 20 ms at 50,000 plants). */
export const BENCH_CATALOGUE = 50_000;
/** The generated plants are the same in every run and on both databases. */
const CATALOGUE_SEED = 13;
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

/**
 * Fills the seeded (curated) catalogue to `size` plants: the public tables a start imports
 * (the shipped ones, or REFERENCE_DATA_DIR's), and generated garden plants for the rest.
 */
async function fullCatalogue(db: Database, driver: DatabaseDriver, size: number): Promise<string> {
  const dir = process.env.REFERENCE_DATA_DIR || undefined;
  await importPublicTablesAtStart(db, dir, () => undefined);
  const existing = await db.select({ botanicalName: plants.botanicalName }).from(plants);
  const start = performance.now();
  const generated = generatePlants(
    Math.max(0, size - existing.length),
    CATALOGUE_SEED,
    new Set(existing.map((plant) => plant.botanicalName)),
  );
  await insertPlants(db, generated);
  // What PostgreSQL's autovacuum does within a minute of a bulk import, done now so every
  // run plans with the same statistics. The embedded database has no autovacuum and,
  // like the app's, is measured without statistics.
  if (driver === 'postgres') await db.execute(sql`ANALYZE ${plants}, ${plantAttributes}`);
  const took = ((performance.now() - start) / 1000).toFixed(1);
  const bySource = await db
    .select({ source: plants.source, plants: count() })
    .from(plants)
    .groupBy(plants.source)
    .orderBy(plants.source);
  const total = bySource.reduce((sum, row) => sum + row.plants, 0);
  const parts = bySource.map((row) => `${row.plants.toLocaleString('en-US')} ${row.source}`).join(' + ');
  const origin = dir ? `, imported from REFERENCE_DATA_DIR=${dir}` : ', USDA plants from the shipped table';
  return `${total.toLocaleString('en-US')} plants (${parts}${origin}; generated and added in ${took} s)`;
}

/**
 * Issue 18's relevance@3 over the curated catalogue and over the full one, then p50 and p95 of
 * POST users/0/PlantSearch/ with a name and 3 filters, on one database.
 */
async function measure(database: DatabaseHandle, label: string, size: number): Promise<string[]> {
  const curated = `the curated catalogue (${(await seedReferenceData(database.db)).plants} plants)`;
  const relevance = await benchRelevance(database.db, label, curated);
  const catalogue = await fullCatalogue(database.db, database.driver, size);
  relevance.push(
    ...(await benchRelevance(
      database.db,
      label,
      `the full catalogue (${size.toLocaleString('en-US')} plants)`,
    )),
  );
  const gardener = await signedInDirectly(database.db, { email: 'bench-search@example.com' });
  const [yard] = await database.db
    .insert(yards)
    .values({ userId: gardener.identity.Id, name: 'Bench yard', hardinessZoneId: ZONE_7B })
    .returning({ id: yards.id });
  // Their default yard, as a gardener's first yard is: the search ranks what thrives there first.
  await database.db.update(users).set({ defaultYardId: yard!.id }).where(eq(users.id, gardener.identity.Id));
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
  /**
   * WARM_UP_CALLS then TIMED_CALLS searches; `firstAsk` forgets the pages of search results
   * before each (not timed), so no page comes from memory: a search nobody asked lately, in
   * a server whose lists are in memory as a running server's always are (refreshed ahead).
   */
  const timeSearches = async (firstAsk: boolean) => {
    serverTimes.length = 0;
    const roundTrips: number[] = [];
    let found = 0;
    for (let call = 0; call < WARM_UP_CALLS + TIMED_CALLS; call += 1) {
      if (firstAsk) forgetReferenceRoom(database.db, 'plant-search');
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
    const timed = serverTimes.slice(WARM_UP_CALLS);
    return {
      found,
      figures:
        `server p50 ${ms(percentile(timed, 50))}, p95 ${ms(percentile(timed, 95))}; ` +
        `through app.inject p95 ${ms(percentile(roundTrips, 95))}`,
    };
  };
  try {
    const firstAsk = await timeSearches(true);
    const again = await timeSearches(false);
    return [
      ...relevance,
      `${label}: catalogue of ${catalogue}`,
      `${label}: PlantSearch, a name + sun, water and yard hardiness (${NAMES.length} names, ` +
        `${TIMED_CALLS} calls after ${WARM_UP_CALLS} warm-up, ${(firstAsk.found / TIMED_CALLS).toFixed(0)} matches a call)`,
      `${label}:   first asked (no page in memory) ${firstAsk.figures}`,
      `${label}:   asked again (page from memory) ${again.figures}`,
    ];
  } finally {
    await app.close();
  }
}

/**
 * DESIGN §9 "plant search latency over the full catalogue", at `size` plants (issue 13: p95
 * ≤ 20 ms at 50,000), with issue 18's relevance@3: the embedded database as the API tests open
 * it, then the test PostgreSQL.
 */
export async function benchPlantSearch(size = BENCH_CATALOGUE): Promise<string[]> {
  return onEachDatabase((database, label) => measure(database, label, size));
}

// `npx tsx tools/bench/plant-search.ts [plants]` runs this one figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const size = Number(process.argv[2] ?? BENCH_CATALOGUE);
  for (const line of await benchPlantSearch(size)) console.log(line);
}
