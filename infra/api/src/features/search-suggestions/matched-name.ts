import { plantNameKey } from '../plant-search/plant-name-key';
import type { NameMatch } from './name-matches';

/** True when `key` (a plant_name_key) starts `name` or starts a word of it. */
export function startsAWordOf(name: string, key: string): boolean {
  return ` ${plantNameKey(name)}`.includes(` ${key}`);
}

/**
 * The name a suggestion shows, as written in the catalogue: the first of the common name,
 * the other names, then the botanical name that the text starts or starts a word of (the
 * order nameMatches ranks them in); the common name when the text's words are spread over
 * several names.
 */
export function matchedName(plant: NameMatch, key: string): string {
  const names = [plant.commonName, ...plant.otherNames, plant.botanicalName];
  return names.find((name) => startsAWordOf(name, key)) ?? plant.commonName;
}
