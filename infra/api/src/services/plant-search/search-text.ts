import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { plants } from '../../db/schema';
import { plantNameKey, prefixQuery } from './plant-name-key';

// The expressions the migration indexes (GIN), written the same way so the planner uses
// the indexes.
const names = sql<string>`plant_search_names(${plants.commonName}, ${plants.botanicalName}, ${plants.otherNames})`;
const nameDocument = sql`plant_name_document(${plants.commonName}, ${plants.botanicalName}, ${plants.otherNames})`;
const descriptionDocument = sql`to_tsvector('simple', ${plants.description})`;
const nameKeys: SQL<string[]> =
  sql`(ARRAY[plant_name_key(${plants.commonName}), plant_name_key(${plants.botanicalName})]
  || ARRAY(SELECT plant_name_key(other) FROM unnest(${plants.otherNames}) AS other))`;

/** How well a plant matches the text, best first: results are ordered by it. */
export const MATCH_TIER = {
  /** The text is one of the plant's names ("hosta", "Hosta spp."). */
  exact: 0,
  /** One of its names starts with the text ("tomat" -> Tomato). */
  prefix: 1,
  /** Every word of the text starts a word of its names ("lycopersicum" -> Solanum lycopersicum). */
  nameWords: 2,
  /** A name is close to the text: a typo ("hostaa" -> Hosta), by pg_trgm word similarity. */
  typo: 3,
  /** Only the description has the words. */
  description: 4,
} as const;

/** A matching plant's values the order reads, as the search's subquery selected them. */
export interface MatchedValues {
  names: SQLWrapper;
  nameKeys: SQLWrapper;
  nameDocument: SQLWrapper;
}

export interface TextSearch {
  /** Which plants match at all; each part is served by an index. */
  where: SQL;
  /** Selected once per matching plant, so ordering does not compute them again and again. */
  columns: { names: SQL.Aliased<string>; nameKeys: SQL.Aliased<string[]>; nameDocument: SQL.Aliased };
  /** Relevance: MATCH_TIER, then the closest first within a tier. */
  order(matched: MatchedValues): SQL[];
}

/**
 * Typo-tolerant text search over the names and, weighted least, the description:
 * full-text on word prefixes, or trigram word similarity above pg_trgm's default
 * word_similarity_threshold (0.6), which `<%` applies. Null when the text has no words.
 */
export function textSearch(text: string): TextSearch | null {
  const key = plantNameKey(text);
  if (!key) return null;
  const words = sql`to_tsquery('simple', ${prefixQuery(key)})`;
  const tierOf = (name: keyof typeof MATCH_TIER) => sql.raw(String(MATCH_TIER[name]));
  return {
    // Cheapest first: the description's document is built only when no name matched.
    where: sql`(${key} <% ${names} OR ${nameDocument} @@ ${words} OR ${descriptionDocument} @@ ${words})`,
    columns: {
      names: names.as('names'),
      nameKeys: nameKeys.as('name_keys'),
      nameDocument: nameDocument.as('name_document'),
    },
    order: (matched) => [
      sql`CASE
        WHEN ${key} = ANY(${matched.nameKeys}) THEN ${tierOf('exact')}
        WHEN EXISTS (SELECT 1 FROM unnest(${matched.nameKeys}) AS name WHERE name LIKE ${`${key}%`})
          THEN ${tierOf('prefix')}
        WHEN ${matched.nameDocument} @@ ${words} THEN ${tierOf('nameWords')}
        WHEN ${key} <% ${matched.names} THEN ${tierOf('typo')}
        ELSE ${tierOf('description')} END`,
      // Within a tier: plants whose common name has a word starting with the text (Rugosa
      // Rose before Japanese Kerria, "Japanese Rose", for "rose"), then the common name's
      // trigram similarity (Tomato before Tomatillo for "tom"), the best-matching name's,
      // and the full-text rank of the names.
      sql`(' ' || (${matched.nameKeys})[1]) LIKE ${`% ${key}%`} DESC`,
      sql`similarity(${key}, (${matched.nameKeys})[1]) DESC`,
      sql`word_similarity(${key}, ${matched.names}) DESC`,
      sql`ts_rank(${matched.nameDocument}, ${words}) DESC`,
    ],
  };
}
