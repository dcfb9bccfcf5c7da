import { and, eq, inArray } from 'drizzle-orm';
import type { Product } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { productPlants, referenceItems } from '../../db/schema';
import { readPartnerProducts } from '../../reference-data/partner-products-file';
import { activeProducts } from './partner-products';
import { knownPlant } from '../common/known-plant';

let productsByCategory: ReadonlyMap<string, number[]> | undefined;

/**
 * Which products suit every plant of a plant category: the `suitsCategories` rules of
 * reference-data/operator/partner-products.json, read once. Rules by category stay in the
 * file rather than as product_plants rows, so plants imported later are covered too.
 */
function categoryRules(): ReadonlyMap<string, number[]> {
  if (!productsByCategory) {
    const rules = new Map<string, number[]>();
    for (const product of readPartnerProducts().items)
      for (const key of product.suitsCategories) rules.set(key, [...(rules.get(key) ?? []), product.id]);
    productsByCategory = rules;
  }
  return productsByCategory;
}

/** A plant as the product rules read it: its id and its plant category's key. */
export interface ProductRulePlant {
  plantId: number;
  categoryKey: unknown;
}

/**
 * Each plant's suggested product ids, best first: linked to the plant itself (by product
 * id), then those suiting its plant category (in the file's order), each once. One query for
 * any number of plants. Active or not: activeProducts filters.
 */
export async function suggestedProductIds(
  db: Database,
  plants: readonly ProductRulePlant[],
): Promise<Map<number, number[]>> {
  const suggested = new Map<number, number[]>();
  if (plants.length === 0) return suggested;
  const links = await db
    .select({ plantId: productPlants.plantId, productId: productPlants.productId })
    .from(productPlants)
    .where(
      inArray(
        productPlants.plantId,
        plants.map((plant) => plant.plantId),
      ),
    );
  for (const plant of plants) {
    const forPlant = links
      .filter((link) => link.plantId === plant.plantId)
      .map((link) => link.productId)
      .sort((a, b) => a - b);
    const forCategory = categoryRules().get(String(plant.categoryKey ?? '')) ?? [];
    suggested.set(plant.plantId, [...new Set([...forPlant, ...forCategory])]);
  }
  return suggested;
}

/**
 * GET Plants/{id}/SuggestProducts/: active products linked to the plant itself first, then
 * those that suit its category; [] when none (the app hides the section).
 */
export async function suggestedProducts(db: Database, plantId: number): Promise<Product[]> {
  const plant = await knownPlant(db, plantId);
  const [category] = await db
    .select({ extra: referenceItems.extra })
    .from(referenceItems)
    .where(and(eq(referenceItems.list, 'plant-categories'), eq(referenceItems.id, plant.categoryId)));
  const order =
    (await suggestedProductIds(db, [{ plantId, categoryKey: category?.extra.Key }])).get(plantId) ?? [];
  const products = await activeProducts(db, order);
  return products.sort((a, b) => order.indexOf(a.Id) - order.indexOf(b.Id));
}
