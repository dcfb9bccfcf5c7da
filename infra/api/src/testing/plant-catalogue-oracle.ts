import type { PlantListItem } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { plantAttributes, plants } from '../db/schema';

/** A catalogue plant with everything the search filters read, loaded once per test file. */
export type OraclePlant = typeof plants.$inferSelect & { attributes: Map<string, Set<number>> };

/**
 * The whole catalogue in memory, so search tests can say what a filter should find
 * with a plain `Array.filter` instead of trusting the SQL they test.
 */
export async function loadCatalogue(db: Database): Promise<OraclePlant[]> {
  const [rows, links] = await Promise.all([db.select().from(plants), db.select().from(plantAttributes)]);
  const byPlant = new Map<number, Map<string, Set<number>>>();
  for (const link of links) {
    const lists = byPlant.get(link.plantId) ?? new Map<string, Set<number>>();
    byPlant.set(link.plantId, lists);
    const ids = lists.get(link.list) ?? new Set<number>();
    lists.set(link.list, ids);
    ids.add(link.itemId);
  }
  return rows.map((row) => ({ ...row, attributes: byPlant.get(row.id) ?? new Map() }));
}

/** Has the plant any of these items of that attribute list? */
export const hasAny = (plant: OraclePlant, list: string, ids: number[]) =>
  ids.some((id) => plant.attributes.get(list)?.has(id) ?? false);

/** The search's name order: lower-cased, in code-point order, then the id. */
export const nameOrder =
  (name: 'commonName' | 'botanicalName', direction: 1 | -1 = 1) =>
  (a: OraclePlant, b: OraclePlant) => {
    const [x, y] = [a[name].toLowerCase(), b[name].toLowerCase()];
    return direction * (x < y ? -1 : x > y ? 1 : a.id - b.id);
  };
export const byCommonName = nameOrder('commonName');

export const idsOf = (items: readonly (PlantListItem | OraclePlant)[]) =>
  items.map((item) => ('Id' in item ? item.Id : item.id));
