import type { DatabaseHandle } from '../../db/database';
import { plantPopularity, plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { queryKind } from './plant-kind';
import { orderColumns, searchOrder } from './search-order';
import { rankedSearch } from './search-ranking';
import { textSearch } from './search-text';
import { stagedPage, type PageWindow } from './staged-page';

// Exact names, prefixes, words, typos, description-only matches, kinds ("rose", "lilies") and
// a one-letter text that matches much of the catalogue, so every tier and many ties are met.
const TEXTS = [
  'rose',
  'tom',
  'lily of',
  'lilies',
  'peper',
  'hostaa',
  'basi',
  'mint',
  'cone',
  'a',
  'Hosta spp.',
];
const ZONE_7B = 14;

describe.each(testDatabases())('the staged relevance order on $driver', (testDb) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDb.open();
    await seedReferenceData(handle.db);
    // Popularity for every third plant, in few values: ties within it and at the cutoffs.
    const every = await handle.db.select({ id: plants.id }).from(plants);
    await handle.db.insert(plantPopularity).values(
      every
        .filter((_, index) => index % 3 === 0)
        .map(({ id }) => ({
          plantId: id,
          score: id % 4,
          growers: 0,
          favorites: 0,
          viewers: id % 4,
          computedAt: new Date(),
        })),
    );
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  const ids = async (k: string, window: PageWindow, staged: boolean, ranked: boolean) => {
    const words = textSearch(k)!;
    const ranking = { kind: await queryKind(handle.db, k), home: ZONE_7B };
    const text = ranked ? rankedSearch(words, ranking) : words;
    const matching = handle.db
      .select({ ...orderColumns, ...text.columns })
      .from(plants)
      .where(text.where);
    const stages = searchOrder('Relevance', text);
    const page = stagedPage(matching.getSQL(), staged ? stages : [stages.flat()], window);
    const result = (await handle.db.execute(page)) as { rows: { id: number }[] };
    return result.rows.map((row) => row.id);
  };

  test.each(TEXTS)('%j: each page is the one of a single ORDER BY over every relevance term', async (k) => {
    for (const ranked of [false, true])
      for (const window of [
        { limit: 50, offset: 0 },
        { limit: 10, offset: 10 },
        { limit: 7, offset: 21 },
      ]) {
        const single = await ids(k, window, false, ranked);
        expect({ k, ranked, window, ids: await ids(k, window, true, ranked) }).toEqual({
          k,
          ranked,
          window,
          ids: single,
        });
      }
  });
});
