import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { plantSearchFilterSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';
import type { MediaUrls } from '../common/media-urls';
import { plantNameKey } from './plant-name-key';
import { searchPlants } from './search-plants';

/**
 * The relevance set (issue 18): everyday gardener queries, each with what the gardener means,
 * in reference-data/search/relevance-queries.json. The search must put a plant they mean in
 * its first RELEVANCE_DEPTH results; relevance-set.test.ts holds it to that, and the bench
 * prints how many do.
 */
const RELEVANCE_DEPTH = 3;

const relevanceQuerySchema = z.strictObject({
  query: z.string().min(1),
  /** Botanical name prefixes, a genus ("Rosa") or a species ("Acer palmatum"): any one will do. */
  expect: z.array(z.string().min(1)).min(1),
  /** What kind of query it is: a kind of plant, a plural, an old name, a typo ... */
  as: z.string().min(1),
  /** Why the query cannot pass yet: the test then does not require it. */
  known: z.string().min(1).optional(),
});
export type RelevanceQuery = z.infer<typeof relevanceQuerySchema>;

export function readRelevanceSet(): RelevanceQuery[] {
  const file = path.join(REFERENCE_DATA_ROOT, 'search', 'relevance-queries.json');
  return z
    .object({ about: z.string(), queries: z.array(relevanceQuerySchema).min(1) })
    .parse(JSON.parse(readFileSync(file, 'utf8'))).queries;
}

/**
 * "Acer" names Acer palmatum and Acer rubrum, not Acerola; "Citrus" names Citrus × limon.
 * Compared as name keys, so case, "×" and punctuation do not matter.
 */
export function botanicalNameMatches(botanicalName: string, expected: string): boolean {
  const name = plantNameKey(botanicalName);
  const prefix = plantNameKey(expected);
  return name === prefix || name.startsWith(`${prefix} `);
}

export interface RelevanceResult extends RelevanceQuery {
  /** The botanical names of the first RELEVANCE_DEPTH results. */
  top: string[];
  hit: boolean;
}

/** Every query of the set through the real search (as a gardener without a yard asks it). */
export async function runRelevanceSet(
  db: Database,
  urls: MediaUrls,
  userId: number,
  queries: readonly RelevanceQuery[] = readRelevanceSet(),
): Promise<RelevanceResult[]> {
  const results: RelevanceResult[] = [];
  for (const query of queries) {
    const criteria = plantSearchFilterSchema.parse({ k: query.query, c: RELEVANCE_DEPTH });
    const page = await searchPlants(db, urls, userId, criteria);
    const top = page.Items.map((item) => item.BotanicalName);
    const hit = top.some((name) => query.expect.some((expected) => botanicalNameMatches(name, expected)));
    results.push({ ...query, top, hit });
  }
  return results;
}

/** "relevance@3 118/120", then a line per miss with what came instead. */
export function relevanceReport(results: readonly RelevanceResult[]): string[] {
  const hits = results.filter((result) => result.hit).length;
  const misses = results
    .filter((result) => !result.hit)
    .map(
      (miss) =>
        `  miss: "${miss.query}" (${miss.as}) wants ${miss.expect.join(' or ')}, got ${miss.top.join(', ') || 'nothing'}` +
        (miss.known ? ` [known: ${miss.known}]` : ''),
    );
  return [`relevance@${RELEVANCE_DEPTH} ${hits}/${results.length}`, ...misses];
}
