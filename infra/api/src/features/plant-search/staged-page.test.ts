import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { testDatabases } from '../../testing/test-databases';
import { stagedPage, type OrderTerm } from './staged-page';

interface Row {
  id: number;
  tier: number;
  word: boolean;
  close: number;
}

// Few distinct values, so every stage has ties, also at the cutoffs.
const ROWS: Row[] = Array.from({ length: 40 }, (_, n) => ({
  id: n + 1,
  tier: (n * 7) % 3,
  word: (n * 5) % 4 === 0,
  close: ((n * 11) % 4) / 4,
}));
const matching = sql`SELECT * FROM (VALUES ${sql.join(
  ROWS.map((row) => sql`(${row.id}::int, ${row.tier}::int, ${row.word}::boolean, ${row.close}::real)`),
  sql`, `,
)}) AS rows (id, tier, word, close)`;
const term = (name: string, descending = false): OrderTerm => ({ value: sql.raw(name), descending });
const STAGES = [[term('tier'), term('word', true)], [term('close', true)], [term('id')]];

/** The same order said in plain code: tier up, word first, closest first, then the id. */
const expected = [...ROWS].sort(
  (a, b) => a.tier - b.tier || Number(b.word) - Number(a.word) || b.close - a.close || a.id - b.id,
);

describe.each(testDatabases())('a staged page on $driver', (testDb) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDb.open();
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  const page = async (source: typeof matching, limit: number, offset: number, stages = STAGES) => {
    const result = (await handle.db.execute(stagedPage(source, stages, { limit, offset }))) as {
      rows: { id: number; total: number | string }[];
    };
    return { ids: result.rows.map((row) => row.id), totals: result.rows.map((row) => Number(row.total)) };
  };

  test('every page is the slice of one ORDER BY over all the terms, and carries the number of all rows', async () => {
    for (const limit of [1, 3, 10])
      for (let offset = 0; offset < ROWS.length; offset += limit) {
        const { ids, totals } = await page(matching, limit, offset);
        const slice = expected.slice(offset, offset + limit).map((row) => row.id);
        expect({ limit, offset, ids }).toEqual({ limit, offset, ids: slice });
        expect(totals).toEqual(slice.map(() => ROWS.length));
      }
  });

  test('fewer rows than the page needs: all of them, in order; past the end: none', async () => {
    expect((await page(matching, 50, 0)).ids).toEqual(expected.map((row) => row.id));
    expect((await page(matching, 10, 40)).ids).toEqual([]);
    const none = sql`SELECT * FROM (${matching}) AS rows WHERE false`;
    expect((await page(none, 10, 0)).ids).toEqual([]);
  });

  test('one stage is a plain ORDER BY', async () => {
    const { ids } = await page(matching, 5, 5, [STAGES.flat()]);
    expect(ids).toEqual(expected.slice(5, 10).map((row) => row.id));
  });
});
