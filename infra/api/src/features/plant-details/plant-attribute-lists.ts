import { and, eq, inArray } from 'drizzle-orm';
import type { PlantAttributeItem, PlantAttributeLists } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantAttributes } from '../../db/schema';
import { listItems } from '../common/reference-lists';
import { knownPlant } from '../common/known-plant';

const LISTS: Record<keyof PlantAttributeLists, string> = {
  Attractants: 'attractants',
  Resistances: 'resistances',
  Tolerances: 'tolerances',
  Poisonous: 'poisonous',
};

/**
 * GET plants/{id}/Attributes?all=: the attracts / resistant / tolerates / toxicity lists
 * with each item's icon and expert tip (lists/*.json). all=1 gives every item, Has marking
 * the plant's, so the page can show what it lacks too; all=0 only the plant's own.
 */
export async function plantAttributeLists(
  db: Database,
  plantId: number,
  all: boolean,
): Promise<PlantAttributeLists> {
  const [, links, ...lists] = await Promise.all([
    knownPlant(db, plantId),
    db
      .select({ list: plantAttributes.list, itemId: plantAttributes.itemId })
      .from(plantAttributes)
      .where(and(eq(plantAttributes.plantId, plantId), inArray(plantAttributes.list, Object.values(LISTS)))),
    ...Object.values(LISTS).map((list) => listItems(db, list)),
  ]);
  const has = new Set(links.map((link) => `${link.list}:${link.itemId}`));
  const entries = Object.entries(LISTS).map(([key, list], index) => {
    const items: PlantAttributeItem[] = lists[index]!.map((item) => ({
      Id: item.Id,
      Name: item.Name,
      Icon: String(item.Icon ?? ''),
      Tip: String(item.Tip ?? ''),
      Has: has.has(`${list}:${item.Id}`),
    }));
    return [key, all ? items : items.filter((item) => item.Has)];
  });
  return Object.fromEntries(entries) as PlantAttributeLists;
}
