import type { PlantSearchOptions } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';

/** GET Common/0/PlantSearchOptions: the categories (with their Key), flower times and leaf retentions. */
export async function plantSearchOptions(db: Database): Promise<PlantSearchOptions> {
  const [categories, flowerTimes, leafRetentions] = await Promise.all([
    listItems(db, 'plant-categories'),
    listItems(db, 'flower-times'),
    listItems(db, 'leaf-retentions'),
  ]);
  const pick = ({ Id, Name }: { Id: number; Name: string }) => ({ Id, Name });
  return {
    Categories: categories.map(({ Id, Name, Key }) => ({ Id, Name, Key: String(Key) })),
    FlowerTimes: flowerTimes.map(pick),
    LeafRetentions: leafRetentions.map(pick),
  };
}
