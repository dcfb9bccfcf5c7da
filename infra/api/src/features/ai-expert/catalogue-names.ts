import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { genusOf } from '../../reference-data/plant-pests';
import { plantNameKey } from '../plant-search/plant-name-key';
import { GARDEN_HINT_WORDS, GARDENING_WORDS, OTHER_SUBJECT_WORDS } from './gardening-vocabulary';
import { FILLER_WORDS, hasPhraseOrSingular, type QuestionWords } from './question-words';

/** How a question names a plant, most certain first. */
type NamedBy = 'name' | 'genus' | 'head-noun';
const CERTAINTY: Record<NamedBy, number> = { name: 0, genus: 1, 'head-noun': 2 };

export interface PlantName {
  id: number;
  commonName: string;
  botanicalName: string;
  otherNames: readonly string[];
}

export interface NamedPlant extends PlantName {
  namedBy: NamedBy;
  /** The words of the question that named it. */
  words: string;
}

/** A genus or a head noun this short ('pea', 'oak') is too easily another word. */
const MIN_PARTIAL_NAME = 4;
/** Plants read per question at most: enough for every plant a question can name. */
const CANDIDATES_MAX = 200;

/**
 * How the question names this plant, if it does: one of its names in full ("English Lavender",
 * "Lavandula angustifolia", "True Lavender"), its genus ("lavandula"), or the last word of a
 * common name of two words or more ("lavender" for English Lavender).
 */
export function namedBy(question: QuestionWords, plant: PlantName): NamedPlant | null {
  const names = [plant.commonName, plant.botanicalName, ...plant.otherNames].map(plantNameKey);
  const full = names
    .filter((name) => hasPhraseOrSingular(question, name))
    .sort((a, b) => b.length - a.length)[0];
  if (full) return { ...plant, namedBy: 'name', words: full };
  const genus = plantNameKey(genusOf(plant.botanicalName));
  if (genus.length >= MIN_PARTIAL_NAME && question.forms.has(genus))
    return { ...plant, namedBy: 'genus', words: genus };
  const common = plantNameKey(plant.commonName).split(' ');
  const head = common.at(-1) ?? '';
  if (common.length > 1 && head.length >= MIN_PARTIAL_NAME && question.forms.has(head))
    return { ...plant, namedBy: 'head-noun', words: head };
  return null;
}

/** Most certain first, then the longer match (more specific), then catalogue order. */
export const byCertainty = (a: NamedPlant, b: NamedPlant) =>
  CERTAINTY[a.namedBy] - CERTAINTY[b.namedBy] || b.words.length - a.words.length || a.id - b.id;

/** Words worth looking up as names: not filler, not the vocabulary the check counts anyway. */
const COUNTED = new Set([...GARDENING_WORDS, ...GARDEN_HINT_WORDS, ...OTHER_SUBJECT_WORDS]);
const lookupWords = (question: QuestionWords) =>
  [...question.forms].filter(
    (word) => /^[a-z]{3,}$/.test(word) && !FILLER_WORDS.has(word) && !COUNTED.has(word),
  );

/** The plants' names as a full-text document (migration 0007), GIN-indexed. */
const nameDocument = sql`${plants}.${sql.identifier('search_name_document')}`;

/**
 * Catalogue plants the question names, most certain first. The names' full-text index finds
 * the plants with any word of the question in a name; `namedBy` then keeps those the question
 * really names, so "full shade" finds no plant called "Full Moon Maple".
 */
export async function cataloguePlantsNamed(db: Database, question: QuestionWords): Promise<NamedPlant[]> {
  const words = lookupWords(question);
  if (words.length === 0) return [];
  const query = sql`to_tsquery('simple', ${words.join(' | ')})`;
  const rows = await db
    .select({
      id: plants.id,
      commonName: plants.commonName,
      botanicalName: plants.botanicalName,
      otherNames: plants.otherNames,
    })
    .from(plants)
    .where(sql`${nameDocument} @@ ${query}`)
    .orderBy(sql`ts_rank(${nameDocument}, ${query}) desc`, asc(plants.id))
    .limit(CANDIDATES_MAX);
  return rows.flatMap((row) => namedBy(question, row) ?? []).sort(byCertainty);
}
