import type { CategorySuggestion, SearchSuggestions } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantNameKey } from '../plant-search/plant-name-key';
import { cachedReference } from '../common/reference-cache';
import { plantThumbnails } from '../thrive/plant-thumbnails';
import { categoryMatches } from './category-matches';
import { matchedName } from './matched-name';
import { nameMatches, type NameMatch } from './name-matches';
import { singularKey } from './singular';

/** What a text suggests from the catalogue alone: the same for every gardener. */
interface CatalogueSuggestions {
  plants: { id: number; name: string; commonName: string; botanicalName: string }[];
  categories: CategorySuggestion[];
}

async function catalogueSuggestions(db: Database, key: string, n: number): Promise<CatalogueSuggestions> {
  // The categories are few and each one opens many plants: they keep their place, and
  // the plants fill the rest of the n.
  const categories = (await categoryMatches(db, key)).slice(0, n);
  const limit = n - categories.length;
  const plants = limit > 0 ? await plantsNamed(db, key, limit) : [];
  return { plants, categories };
}

/**
 * The plants `key` names, then (when they are fewer than `limit`) those its singular names:
 * "roses" starts no plant's name, "rose" ends many.
 */
async function plantsNamed(db: Database, key: string, limit: number) {
  const named = (found: NameMatch[], typed: string) =>
    found.map((plant) => ({
      id: plant.id,
      name: matchedName(plant, typed),
      commonName: plant.commonName,
      botanicalName: plant.botanicalName,
    }));
  const plants = named(await nameMatches(db, key, limit), key);
  const singular = singularKey(key);
  if (plants.length === limit || !singular) return plants;
  const seen = new Set(plants.map((plant) => plant.id));
  const more = (await nameMatches(db, singular, limit)).filter((plant) => !seen.has(plant.id));
  return [...plants, ...named(more, singular)].slice(0, limit);
}

/**
 * GET Plants/0/Suggestions: at most `n` suggestions for the text typed so far, the
 * categories and the plant names it starts (or starts a word of). The names are the
 * catalogue's, shared from memory per text like search pages (a gardener typing "ros" is
 * the hundredth to); only the pictures are the gardener's (their own photo of a plant first).
 */
export async function searchSuggestions(
  db: Database,
  urls: MediaUrls,
  userId: number,
  text: string,
  n: number,
): Promise<SearchSuggestions> {
  const key = plantNameKey(text);
  if (!key) return { Plants: [], Categories: [] };
  const found = await cachedReference(
    db,
    `suggestions:${n}:${key}`,
    () => catalogueSuggestions(db, key, n),
    'plant-search',
  );
  const thumbnails = await plantThumbnails(
    db,
    urls,
    userId,
    found.plants.map((plant) => plant.id),
  );
  return {
    Plants: found.plants.map((plant) => ({
      Id: plant.id,
      Name: plant.name,
      CommonName: plant.commonName,
      BotanicalName: plant.botanicalName,
      Thumbnail: thumbnails.get(plant.id) ?? '',
    })),
    Categories: [...found.categories],
  };
}
