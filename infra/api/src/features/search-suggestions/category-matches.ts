import type { CategorySuggestion } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';
import { startsAWordOf } from './matched-name';

/**
 * The plant categories whose name `key` (a plant_name_key) starts or starts a word of
 * ("veg" -> Vegetables, "house" -> Houseplants), in the list's order. The list is a dozen
 * items, read from memory.
 */
export async function categoryMatches(db: Database, key: string): Promise<CategorySuggestion[]> {
  const categories = await listItems(db, 'plant-categories');
  return categories
    .filter((category) => startsAWordOf(category.Name, key))
    .map(({ Id, Name }) => ({ Id, Name }));
}
