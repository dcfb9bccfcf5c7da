import type { DatabaseHandle } from '../../db/database';
import { plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { orderColumns, searchOrder } from './search-order';
import { textSearch } from './search-text';
import { stagedPage, type PageWindow } from './staged-page';

// Exact names, prefixes, words, typos, description-only matches and a one-letter text that
// matches much of the catalogue, so every tier and many ties are met.
const TEXTS = ['rose', 'tom', 'lily of', 'peper', 'hostaa', 'basi', 'mint', 'cone', 'a', 'Hosta spp.'];

describe.each(testDatabases())('the staged relevance order on $driver', (testDb) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDb.open();
    await seedReferenceData(handle.db);
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  const ids = async (k: string, window: PageWindow, staged: boolean) => {
    const text = textSearch(k)!;
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
    for (const window of [
      { limit: 50, offset: 0 },
      { limit: 10, offset: 10 },
      { limit: 7, offset: 21 },
    ]) {
      const single = await ids(k, window, false);
      expect({ k, window, ids: await ids(k, window, true) }).toEqual({ k, window, ids: single });
    }
  });
});
