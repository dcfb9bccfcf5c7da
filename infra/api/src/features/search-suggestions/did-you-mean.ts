import { sql, type SQL } from 'drizzle-orm';
import type { DidYouMean } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { plantNameKey } from '../plant-search/plant-name-key';
import { cachedReference } from '../common/reference-cache';

/**
 * How close a plant's names must come to the text to be a candidate (pg_trgm word
 * similarity), and a catalogue word to a typed word to replace it (trigram similarity).
 * Lower than the search's 0.6: the search found nothing closer, and this only offers.
 */
const DID_YOU_MEAN_SIMILARITY = 0.3;
/** The plants closest to the whole text whose words are weighed. */
const CANDIDATE_PLANTS = 50;
/**
 * And to each word of several that those have nothing close to, so that every word finds its
 * own ("hydrangia blu": the hydrangeas have no blue, the blues are looked for).
 */
const CANDIDATE_PLANTS_PER_WORD = 20;
/**
 * Shorter typed words look for no plants of their own: a trigram or two in common with them is
 * in thousands of names. They still get the closest word of the other candidates.
 */
const OWN_CANDIDATES_MIN_LENGTH = 3;

/** The text with each word replaced by its closest, and how similar the two texts are. */
interface ClosestText {
  meant: string | null;
  closeness: number | string | null;
}

/**
 * `key` (a plant_name_key) with each word replaced by the closest whole word of the names of
 * the plants closest to the whole text (or, when none is close, to that word), words with
 * nothing close enough left out. The trigram index of the stored names finds those plants at the lower threshold;
 * sequential scans are ruled out as in the search (matching-page.ts): word similarity is
 * dear to compute for every plant.
 */
async function closestText(db: Database, key: string): Promise<ClosestText> {
  const names = sql`${plants}.${sql.identifier('search_names')}`;
  const closestTo = (text: SQL, limit: number) => sql`
    SELECT ${names} AS names FROM ${plants}
    WHERE ${names} %> ${text}
    ORDER BY word_similarity(${text}, ${names}) DESC, ${plants.id}
    LIMIT ${limit}`;
  const wordsOf = (found: SQL) => sql`
    SELECT DISTINCT word FROM ${found}, regexp_split_to_table(${found}.names, ' ') AS word
    WHERE length(word) > 1`;
  return db.transaction(async (tx) => {
    // For this transaction only (set_config's true). A plan with a scan ruled out costs
    // billions, which PostgreSQL would answer by compiling the query (JIT): 200 ms, for a
    // query of a few milliseconds.
    await tx.execute(sql`SELECT
      set_config('pg_trgm.word_similarity_threshold', ${String(DID_YOU_MEAN_SIMILARITY)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('jit', 'off', true)`);
    const result = (await tx.execute(sql`
      WITH typed AS (
        SELECT word, position FROM regexp_split_to_table(${key}, ' ') WITH ORDINALITY AS typed(word, position)),
      whole AS MATERIALIZED (${closestTo(sql`${key}`, CANDIDATE_PLANTS)}),
      wholeWords AS (${wordsOf(sql`whole`)}),
      -- Words of several that the names closest to the whole text have nothing close to.
      uncovered AS (
        SELECT typed.word FROM typed
        WHERE ${key} LIKE '% %' AND length(typed.word) >= ${OWN_CANDIDATES_MIN_LENGTH}
          AND NOT EXISTS (SELECT FROM wholeWords
            WHERE similarity(typed.word, wholeWords.word) >= ${DID_YOU_MEAN_SIMILARITY})),
      candidates AS MATERIALIZED (
        SELECT names FROM whole
        UNION
        SELECT near.names FROM uncovered CROSS JOIN LATERAL (
          ${closestTo(sql`uncovered.word`, CANDIDATE_PLANTS_PER_WORD)}) near),
      vocabulary AS (${wordsOf(sql`candidates`)}),
      answer AS (
        SELECT string_agg(closest.word, ' ' ORDER BY typed.position)
          FILTER (WHERE closest.score >= ${DID_YOU_MEAN_SIMILARITY}) AS meant
        FROM typed CROSS JOIN LATERAL (
          SELECT vocabulary.word, similarity(typed.word, vocabulary.word) AS score FROM vocabulary
          ORDER BY score DESC, length(vocabulary.word), vocabulary.word COLLATE "C" LIMIT 1) closest)
      SELECT meant, similarity(${key}, meant) AS closeness FROM answer`)) as { rows: ClosestText[] };
    return result.rows[0] ?? { meant: null, closeness: null };
  });
}

/**
 * GET Plants/0/DidYouMean, for a search that found no plant: the text with each word
 * replaced by the catalogue's closest whole word ("hydrangia blu" -> "hydrangea blue"),
 * words with nothing close left out. Null when what is left is not close to the text as a
 * whole (one short word of several happened to resemble a name), or is the text itself.
 * The catalogue's alone, so shared from memory per text.
 */
export async function didYouMean(db: Database, text: string): Promise<DidYouMean> {
  const key = plantNameKey(text);
  if (!key) return { Text: null };
  return cachedReference(
    db,
    `did-you-mean:${key}`,
    async () => {
      const { meant, closeness } = await closestText(db, key);
      const close = meant !== null && Number(closeness ?? 0) >= DID_YOU_MEAN_SIMILARITY;
      return { Text: close && meant !== key ? meant : null };
    },
    'plant-search',
  );
}
