import type { DatabaseHandle } from '../../db/database';
import { plants } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import type { MediaUrls } from '../common/media-urls';
import {
  botanicalNameMatches,
  readRelevanceSet,
  relevanceReport,
  runRelevanceSet,
  type RelevanceResult,
} from './relevance-set';

const QUERIES = readRelevanceSet();
const urls: MediaUrls = { urlOf: (key) => `/media/${key}`, verify: () => true };

describe('the relevance set (issue 18)', () => {
  test('has at least 50 everyday queries, each once, of every kind the issue names', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(50);
    const texts = QUERIES.map((query) => query.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(QUERIES.map((query) => query.as))).toEqual(
      new Set(['kind', 'plural', 'common name', 'old or regional name', 'typo', 'botanical name']),
    );
  });

  test('a botanical name prefix is a genus or a species, never part of a word', () => {
    expect(botanicalNameMatches('Acer palmatum', 'Acer')).toBe(true);
    expect(botanicalNameMatches('Acer palmatum', 'acer palmatum')).toBe(true);
    expect(botanicalNameMatches('Citrus × limon', 'Citrus limon')).toBe(true);
    expect(botanicalNameMatches('Acerola glabra', 'Acer')).toBe(false);
    expect(botanicalNameMatches('Solanum melongena', 'Solanum lycopersicum')).toBe(false);
  });
});

describe.each(testDatabases())('the relevance set over the curated catalogue on $driver', (testDb) => {
  let handle: DatabaseHandle;
  let results: RelevanceResult[];
  beforeAll(async () => {
    handle = await testDb.open();
    await seedReferenceData(handle.db);
    results = await runRelevanceSet(handle.db, urls, 0, QUERIES);
  });
  afterAll(async () => {
    await testDb.dispose(handle);
  });

  test('every plant a query expects is in the curated catalogue', async () => {
    const names = (await handle.db.select({ name: plants.botanicalName }).from(plants)).map(
      (row) => row.name,
    );
    const missing = QUERIES.flatMap((query) =>
      query.expect.filter((expected) => !names.some((name) => botanicalNameMatches(name, expected))),
    );
    expect(missing).toEqual([]);
  });

  test('issue 18 relevance@3: every query not marked known puts what the gardener meant in the top three', () => {
    const misses = relevanceReport(results.filter((result) => !result.known)).slice(1);
    expect(misses).toEqual([]);
  });

  test('a query marked known still misses (once it passes, the mark comes off and the test keeps it passing)', () => {
    const passing = results.filter((result) => result.known && result.hit).map((result) => result.query);
    expect(passing).toEqual([]);
  });
});
