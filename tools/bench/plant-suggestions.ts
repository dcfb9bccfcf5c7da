import { pathToFileURL } from 'node:url';
import { count, sql } from 'drizzle-orm';
import {
  buildApp,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  plantAttributes,
  plants,
  importPublicTablesAtStart,
  seedReferenceData,
  forgetReferenceRoom,
  signedInDirectly,
  testConfig,
} from '../../infra/api/src/harness';
import { insertPlants } from './insert-plants';
import { onEachDatabase } from './on-each-database';
import { generatePlants } from './plant-catalogue';
import { ms, percentile } from './timing';

/** The catalogue size the suggestions must stay fast at: the plant search bench's. */
const SUGGESTIONS_CATALOGUE = 50_000;
/** Not the plant search bench's seed: another catalogue of the same size and kind. */
const CATALOGUE_SEED = 18;
const WARM_UP_CALLS = 20;
const TIMED_CALLS = 200;
/** The issue's goal for the suggestions' p95 server time. */
const GOAL_P95_MS = 30;

/** What the box asks as a gardener types a name, a letter at a time from the second one. */
function typed(name: string): string[] {
  return Array.from({ length: name.length - 1 }, (_, end) => name.slice(0, end + 2)).filter(
    (text) => !text.endsWith(' '),
  );
}
const TEXTS = [
  'rose',
  'hosta',
  'tomato',
  'maple',
  'fern',
  'lavender',
  'hens and chicks',
  'sage',
  'coneflower',
  'Solanum lyc',
  'mums',
  'hydrangea',
].flatMap(typed);
/** Searches that found nothing, for "did you mean". */
const MISSPELT = [
  'hydragea',
  'hydrangia blu',
  'lavendr',
  'blak eyed susan',
  'cone flowr',
  'xqzzv',
  'tomatoe',
];

/** The curated plants, the public tables a start imports (shipped, or REFERENCE_DATA_DIR's), and generated ones for the rest. */
async function fullCatalogue(db: Database, driver: DatabaseDriver, size: number): Promise<string> {
  await seedReferenceData(db);
  const dir = process.env.REFERENCE_DATA_DIR || undefined;
  await importPublicTablesAtStart(db, dir, () => undefined);
  const existing = await db.select({ botanicalName: plants.botanicalName }).from(plants);
  const generated = generatePlants(
    Math.max(0, size - existing.length),
    CATALOGUE_SEED,
    new Set(existing.map((plant) => plant.botanicalName)),
  );
  await insertPlants(db, generated);
  // What autovacuum does after a bulk load; the embedded database, like the app's, has no statistics.
  if (driver === 'postgres') await db.execute(sql`ANALYZE ${plants}, ${plantAttributes}`);
  const [total] = await db.select({ plants: count() }).from(plants);
  return `${(total?.plants ?? 0).toLocaleString('en-US')} plants${dir ? ` (imported from REFERENCE_DATA_DIR=${dir})` : ' (USDA plants from the shipped table)'}`;
}

/** p50 and p95 server time of the suggestions and of "did you mean", on one database. */
async function measure(database: DatabaseHandle, label: string, size: number): Promise<string[]> {
  const catalogue = await fullCatalogue(database.db, database.driver, size);
  const gardener = await signedInDirectly(database.db, { email: 'bench-suggestions@example.com' });
  const app = await buildApp({ database, config: testConfig() });
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  /**
   * WARM_UP_CALLS then TIMED_CALLS calls over `texts`; `firstAsk` forgets the answers kept in
   * memory before each (not timed): a text nobody typed within the last minute.
   */
  const time = async (path: string, texts: readonly string[], firstAsk: boolean) => {
    serverTimes.length = 0;
    let answers = 0;
    for (let call = 0; call < WARM_UP_CALLS + TIMED_CALLS; call += 1) {
      if (firstAsk) forgetReferenceRoom(database.db, 'plant-search');
      const text = texts[call % texts.length]!;
      const response = await app.inject({
        method: 'GET',
        url: `/api/Plants/0/${path}?k=${encodeURIComponent(text)}`,
        headers: gardener.headers,
      });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      const body = response.json() as { Plants?: unknown[]; Text?: string | null };
      if (call >= WARM_UP_CALLS) answers += body.Plants ? body.Plants.length : body.Text ? 1 : 0;
    }
    const timed = serverTimes.slice(WARM_UP_CALLS);
    return { answers, figures: `server p50 ${ms(percentile(timed, 50))}, p95 ${ms(percentile(timed, 95))}` };
  };
  try {
    const first = await time('Suggestions', TEXTS, true);
    const again = await time('Suggestions', TEXTS, false);
    const meant = await time('DidYouMean', MISSPELT, true);
    return [
      `${label}: catalogue of ${catalogue}`,
      `${label}: Suggestions, ${TEXTS.length} texts as typed ("ro", "ros", "rose" ...), ${TIMED_CALLS} calls after ` +
        `${WARM_UP_CALLS} warm-up, ${(first.answers / TIMED_CALLS).toFixed(1)} plants a call (goal p95 < ${GOAL_P95_MS} ms)`,
      `${label}:   first asked (nothing in memory) ${first.figures}`,
      `${label}:   asked again (from memory) ${again.figures}`,
      `${label}: DidYouMean, ${MISSPELT.length} misspelt texts, first asked: ${meant.figures} ` +
        `(${meant.answers} of ${TIMED_CALLS} with a suggestion)`,
    ];
  } finally {
    await app.close();
  }
}

/** Issue 18: suggestion latency over a catalogue of `size` plants, embedded database then PostgreSQL. */
export async function benchPlantSuggestions(size = SUGGESTIONS_CATALOGUE): Promise<string[]> {
  return onEachDatabase((database, label) => measure(database, label, size));
}

// `npx tsx tools/bench/plant-suggestions.ts [plants]` runs this one figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const size = Number(process.argv[2] ?? SUGGESTIONS_CATALOGUE);
  for (const line of await benchPlantSuggestions(size)) console.log(line);
}
