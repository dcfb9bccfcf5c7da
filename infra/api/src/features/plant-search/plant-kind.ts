import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { cachedReference } from '../common/reference-cache';
import { plantNameKey } from './plant-name-key';

/*
 * A gardener who names a kind of plant means that kind (issue 18): "rose" asks for roses, not
 * for Rose Mallow. Each plant's kind is the head of its common name, stored with it by
 * migration 0014 (plant_kind, search_kind): the last word ("Knock Out Rose" is a rose, "Rose
 * Mallow" a mallow), hyphen-joined words counting as one ("Bleeding-heart"). An "X of Y",
 * "X and Y" or "X in Y" name is an idiom and its whole self the kind: Rose of Sharon is a
 * hibiscus, Lily of the Valley a Convallaria, so neither is a rose or a lily; Hens and Chicks
 * is what "hens and chicks" asks for. Heads that say what a plant looks like rather than what
 * it is (Snake Plant, Tulip Tree, Spider Flower, Trumpet Vine, Butterfly Weed) give no kind.
 *
 * The genera of a kind are those of the catalogue plants of that kind, each ranked by how many
 * of its plants the kind names: "rose" names three Rosa, one Helleborus (Lenten Rose) and one
 * Portulaca (Moss Rose), so the roses come first, then those two, then every other match.
 */

/** One genus a kind names, and how many catalogue plants of it carry the kind's name. */
export interface KindGenus {
  genus: string;
  plants: number;
}

/** More genera than any kind names in the curated catalogue; imported tables add odd ones. */
const MOST_GENERA = 50;

/**
 * The kinds a query may name: its key as typed, and its last word in the singular or plural
 * ("roses" -> rose, "lilies" -> lily, "tomatoes" -> tomato, "mums" -> mum, "chive" -> chives,
 * "hens and chicks" -> hens and chick). Wrong guesses ("moss" -> mos) name no kind, so they
 * cost nothing.
 */
export function kindForms(text: string): string[] {
  const key = plantNameKey(text);
  if (!key) return [];
  const forms = new Set([key, `${key}s`]);
  if (key.endsWith('ies')) forms.add(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) forms.add(key.slice(0, -2));
  if (key.endsWith('s')) forms.add(key.slice(0, -1));
  return [...forms].filter((form) => form.length > 1 && !form.endsWith(' '));
}

/** The kind a query names, in the forms it may be stored in, and the genera of that kind. */
export interface QueryKind {
  forms: readonly string[];
  /** Most named first; none when no catalogue plant is of the kind. */
  genera: readonly KindGenus[];
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;
const kindColumn = sql`${plants}.${sql.identifier('search_kind')}`;
const genusColumn = sql`${plants}.${sql.identifier('search_genus')}`;

/**
 * The kind the query names and its genera. Served by plants_search_kind_idx, which holds both
 * kind and genus, and then from memory like other reference data: a kind's genera change only
 * when the catalogue is seeded or imported, which forget it. Forms are keys (a-z, 0-9 and
 * blanks): quoted, they are safe in the array.
 */
export async function queryKind(db: Database, text: string): Promise<QueryKind> {
  const forms = kindForms(text);
  if (!forms.length) return { forms, genera: [] };
  const load = async (): Promise<QueryKind> => {
    const result = (await db.execute(sql`
      SELECT ${genusColumn} AS genus, count(*) AS plants FROM ${plants}
      WHERE ${kindColumn} = ANY(${textArray(forms)}) AND ${genusColumn} IS NOT NULL
      GROUP BY ${genusColumn} ORDER BY count(*) DESC, ${genusColumn} LIMIT ${MOST_GENERA}`)) as {
      rows: { genus: string; plants: number | string }[];
    };
    return { forms, genera: result.rows.map((row) => ({ genus: row.genus, plants: Number(row.plants) })) };
  };
  return cachedReference(db, forms[0]!, load, 'plant-kinds');
}

/**
 * Plants of the kind match its name whatever their names' spelling: "peonies" shares too few
 * trigrams with Garden Peony for the text search alone.
 */
export const ofKind = (kind: QueryKind): SQL => sql`${kindColumn} = ANY(${textArray(kind.forms)})`;

/**
 * How many plants of the plant's genus the query's kind names (0 outside the kind's genera):
 * a term of the relevance order, larger first.
 */
export function kindRank(genera: readonly KindGenus[]): SQL {
  if (!genera.length) return sql`0`;
  const cases = genera.map(({ genus, plants: named }) => sql`WHEN ${genus} THEN ${sql.raw(String(named))}`);
  return sql`CASE ${genusColumn} ${sql.join(cases, sql` `)} ELSE 0 END`;
}
