import { sql, type SQL } from 'drizzle-orm';
import { plants } from '../../db/schema';
import { plantNameKey, prefixQuery } from './plant-name-key';
import type { OrderTerm } from './staged-page';

/**
 * The plant's names and description in the forms the search compares, stored with each plant
 * (generated columns, migration 0007) and GIN-indexed: computing them for every candidate
 * plant cost more than everything else the search does.
 */
const stored = (column: string) => sql`${plants}.${sql.identifier(column)}`;
/** Every name of the plant in one text (plant_search_names): the trigram, typo-tolerant match. */
const names = stored('search_names');
/** plant_name_key of the common name, the botanical name, then each other name, in that order. */
const nameKeys = stored('search_name_keys');
/** The names as a full-text document (plant_name_document). */
const nameDocument = stored('search_name_document');
/** to_tsvector('simple', description). */
const descriptionDocument = stored('search_description_document');

/** How well a plant matches the text, best first: results are ordered by it. */
const MATCH_TIER = {
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

/** How each matching plant's values are selected, and read back by the order. */
const COLUMNS = {
  names: 'names',
  nameKeys: 'name_keys',
  nameDocument: 'name_document',
  descriptionDocument: 'description_document',
} as const;
const column = (name: keyof typeof COLUMNS) => sql.identifier(COLUMNS[name]);

export interface TextSearch {
  /** Which plants match at all; each part is served by an index. */
  where: SQL;
  /** Selected once per matching plant, for the order (search-ranking.ts adds its own). */
  columns: Record<string, SQL.Aliased>;
  /**
   * Relevance in stages, cheapest first (staged-page.ts): MATCH_TIER and whether the common
   * name has a word starting with the text; then the common name's similarity; then the
   * closest name and the full-text rank. Ties after them are for the caller to order.
   */
  order: OrderTerm[][];
}

/**
 * Typo-tolerant text search over the names and, weighted least, the description:
 * full-text on word prefixes, or trigram word similarity above pg_trgm's default
 * word_similarity_threshold (0.6), which `%>` applies. Null when the text has no words.
 */
export function textSearch(text: string): TextSearch | null {
  const key = plantNameKey(text);
  if (!key) return null;
  const words = sql`to_tsquery('simple', ${prefixQuery(key)})`;
  const tierOf = (name: keyof typeof MATCH_TIER) => sql.raw(String(MATCH_TIER[name]));
  const [matchedNames, matchedKeys, matchedDocument, matchedDescription] = [
    column('names'),
    column('nameKeys'),
    column('nameDocument'),
    column('descriptionDocument'),
  ];
  return {
    // Cheapest first, so the trigram similarity is computed only for plants no word matched.
    // Written `names %> key`, the very condition the trigram index serves, so the database
    // takes the index's check for it instead of computing it a second time as a filter.
    where: sql`(${nameDocument} @@ ${words} OR ${descriptionDocument} @@ ${words} OR ${names} %> ${key})`,
    columns: {
      names: names.as(COLUMNS.names),
      nameKeys: nameKeys.as(COLUMNS.nameKeys),
      nameDocument: nameDocument.as(COLUMNS.nameDocument),
      descriptionDocument: descriptionDocument.as(COLUMNS.descriptionDocument),
    },
    order: [
      [
        {
          // Prefix: a key starts right after a "|" (keys are a-z, 0-9 and blanks, so neither
          // the separator nor LIKE's wildcards can be in them); one LIKE instead of a
          // subquery per plant. A match in none of the name tiers with no word in its
          // description matched by the trigram similarity: no need to compute it again.
          value: sql`CASE
            WHEN ${key} = ANY(${matchedKeys}) THEN ${tierOf('exact')}
            WHEN '|' || array_to_string(${matchedKeys}, '|') LIKE ${`%|${key}%`} THEN ${tierOf('prefix')}
            WHEN ${matchedDocument} @@ ${words} THEN ${tierOf('nameWords')}
            WHEN NOT (${matchedDescription} @@ ${words}) OR ${matchedNames} %> ${key} THEN ${tierOf('typo')}
            ELSE ${tierOf('description')} END`,
        },
        // Within a tier: plants whose common name has a word starting with the text (Rugosa
        // Rose before Japanese Kerria, "Japanese Rose", for "rose"), then the common name's
        // trigram similarity (Tomato before Tomatillo for "tom"), the best-matching name's,
        // and the full-text rank of the names.
        { value: sql`(' ' || (${matchedKeys})[1]) LIKE ${`% ${key}%`}`, descending: true },
      ],
      [{ value: sql`similarity(${key}, (${matchedKeys})[1])`, descending: true }],
      [
        { value: sql`word_similarity(${key}, ${matchedNames})`, descending: true },
        { value: sql`ts_rank(${matchedDocument}, ${words})`, descending: true },
      ],
    ],
  };
}
