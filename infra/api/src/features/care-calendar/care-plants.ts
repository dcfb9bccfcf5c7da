import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import type { CarePlant } from '../plant-details/care-tips';
import { carePlantOf } from '../plant-details/plant-care-tips';
import { attributeLinks, factsAssembler, nameListItems } from '../plant-details/plant-facts';

/** Many plants as the care rules read them, in three queries whatever their number. */
export async function carePlantsOf(
  db: Database,
  plantIds: readonly number[],
): Promise<Map<number, CarePlant>> {
  const ids = [...new Set(plantIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction they share one connection anyway.
  const rows = await db.select().from(plants).where(inArray(plants.id, ids));
  const items = await nameListItems(db);
  const links = await attributeLinks(db, ids);
  const linksOf = new Map<number, typeof links>();
  for (const link of links) {
    const list = linksOf.get(link.plantId);
    if (list) list.push(link);
    else linksOf.set(link.plantId, [link]);
  }
  const assemble = factsAssembler(items);
  return new Map(rows.map((plant) => [plant.id, carePlantOf(assemble(plant, linksOf.get(plant.id) ?? []))]));
}
