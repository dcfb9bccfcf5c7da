import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_ROOT } from '../reference-files';
import { speciesKey } from './botanical-name';

/** Our rules for the USDA PLANTS import, under reference-data/ (see the files' "about"). */
export const USDA_RULES_DIR = 'usda-plants';

function readRules<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(REFERENCE_DATA_ROOT, USDA_RULES_DIR, file), 'utf8')) as T;
}

function keyOf(name: string): string {
  const key = speciesKey(name);
  if (!key) throw new Error(`${USDA_RULES_DIR}: "${name}" names no species`);
  return key;
}

/** USDA's accepted species (key) -> the curated catalogue's name for it (key): synonyms.json. */
export const USDA_SYNONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(readRules<{ synonyms: Record<string, string> }>('synonyms.json').synonyms).map(
    ([usda, curated]) => [keyOf(usda), keyOf(curated)],
  ),
);

/** Species (key) gardeners grow for food -> the category name they belong in: categories.json. */
export const FOOD_CATEGORIES: ReadonlyMap<string, string> = new Map(
  Object.entries(readRules<{ categories: Record<string, string[]> }>('categories.json').categories).flatMap(
    ([category, names]) => names.map((name) => [keyOf(name), category] as const),
  ),
);

/** Species (key) -> the common name we give it instead of USDA's: common-names.json. */
export const COMMON_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(readRules<{ names: Record<string, string> }>('common-names.json').names).map(
    ([name, common]) => [keyOf(name), common],
  ),
);
