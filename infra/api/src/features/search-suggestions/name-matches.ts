import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantPopularity, plants } from '../../db/schema';
import { prefixQuery } from '../plant-search/plant-name-key';

/** A catalogue plant with a name the typed text starts, or starts a word of. */
export interface NameMatch {
  id: number;
  commonName: string;
  botanicalName: string;
  otherNames: string[];
}

/**
 * Which of a plant's names the text matched, best first. The gardener types the name they
 * know a plant by, which is mostly its common name; a common name whose last word is the
 * text names that kind of plant ("Knock Out Rose" for "rose"; "Rose Mallow" is a mallow).
 */
export const NAME_MATCH_RANK = {
  /** The text is the common name. */
  commonName: 0,
  /** The common name's last word, its head, is the text: a plant of that kind. */
  kind: 1,
  /** The common name starts with the text ("tom" -> Tomato). */
  commonNameStart: 2,
  /** A later word of the common name starts with the text ("cher" -> Sweet Cherry). */
  commonNameWord: 3,
  /** Another name, or a word of it ("hens and" -> Sempervivum, "Hens and Chicks"). */
  otherName: 4,
  /** The botanical name, or a word of it ("lycop" -> Solanum lycopersicum). */
  botanicalName: 5,
  /** The text's words are spread over several of the names. */
  spread: 6,
} as const;

const stored = (column: string) => sql`${plants}.${sql.identifier(column)}`;
/** The names in the form the search compares them (plant_name_key), as stored per plant. */
const nameDocument = stored('search_name_document');
/** [common name key, botanical name key, each other name's key] (migration 0007). */
const nameKeys = stored('search_name_keys');
const rank = (name: keyof typeof NAME_MATCH_RANK) => sql.raw(String(NAME_MATCH_RANK[name]));

/**
 * The first `limit` catalogue plants with a name that `key` (a plant_name_key) starts or
 * starts a word of, in NAME_MATCH_RANK order; at equal rank noxious and invasive weeds after
 * every other plant (issue 28), the curated plants (commonly grown) before imported taxa, the
 * ones gardeners use most (plant_popularity) first, then shorter common names (closer to what
 * was typed), then by name. The GIN index of the names' full-text document finds the
 * candidates (every word of the text starts a word of the names); only those are ranked, the
 * few popular plants joined to them by hash.
 */
export async function nameMatches(db: Database, key: string, limit: number): Promise<NameMatch[]> {
  // Keys hold only a-z, 0-9 and single blanks, so neither LIKE's wildcards nor the "|"
  // put between other names can be in them: a pattern never matches across two names.
  const whole = key;
  const head = `% ${key}`;
  const start = `${key}%`;
  const word = `% ${key}%`;
  const common = sql`(${nameKeys})[1]`;
  const botanical = sql`(${nameKeys})[2]`;
  const others = sql`array_to_string((${nameKeys})[3:], ' | ')`;
  const matchRank = sql`CASE
    WHEN ${common} = ${whole} THEN ${rank('commonName')}
    WHEN ${common} LIKE ${head} THEN ${rank('kind')}
    WHEN ${common} LIKE ${start} THEN ${rank('commonNameStart')}
    WHEN ' ' || ${common} LIKE ${word} THEN ${rank('commonNameWord')}
    WHEN ' ' || ${others} LIKE ${word} THEN ${rank('otherName')}
    WHEN ' ' || ${botanical} LIKE ${word} THEN ${rank('botanicalName')}
    ELSE ${rank('spread')} END`;
  const rows = await db
    .select({
      id: plants.id,
      commonName: plants.commonName,
      botanicalName: plants.botanicalName,
      otherNames: plants.otherNames,
    })
    .from(plants)
    .leftJoin(plantPopularity, eq(plantPopularity.plantId, plants.id))
    .where(sql`${nameDocument} @@ to_tsquery('simple', ${prefixQuery(key)})`)
    .orderBy(
      matchRank,
      sql`${plants.weedStatus} IS NOT NULL`,
      sql`${plants.source} <> 'curated'`,
      sql`coalesce(${plantPopularity.score}, 0) DESC`,
      sql`length(${common})`,
      sql`lower(${plants.commonName}) COLLATE "C"`,
      plants.id,
    )
    .limit(limit);
  return rows;
}
