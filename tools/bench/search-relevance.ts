import { type Database, type MediaUrls, relevanceReport, runRelevanceSet } from '../../infra/api/src/harness';

/** Picture addresses are not what relevance is about: any will do. */
const urls: MediaUrls = { urlOf: (key) => `/media/${key}`, verify: () => true };

/**
 * Issue 18's relevance@3 over the catalogue as it is now: how many queries of the relevance set
 * (infra/api/reference-data/search) put what the gardener meant in the top three, and each miss.
 */
export async function benchRelevance(db: Database, label: string, catalogue: string): Promise<string[]> {
  const [figure, ...misses] = relevanceReport(await runRelevanceSet(db, urls, 0));
  return [`${label}: ${figure} over ${catalogue}`, ...misses.map((miss) => `${label}: ${miss}`)];
}
