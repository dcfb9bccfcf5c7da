import { and, eq } from 'drizzle-orm';
import type { Product } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { productPlants, referenceItems } from '../../db/schema';
import { readPartnerProducts } from '../../reference-data/partner-products-file';
import { activeProducts } from './partner-products';
import { knownPlant } from '../plants/known-plant';

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

/**
 * GET Plants/{id}/SuggestProducts/: active products linked to the plant itself first, then
 * those that suit its category; [] when none (the app hides the section).
 */
export async function suggestedProducts(db: Database, plantId: number): Promise<Product[]> {
  const plant = await knownPlant(db, plantId);
  const [links, [category]] = await Promise.all([
    db
      .select({ productId: productPlants.productId })
      .from(productPlants)
      .where(eq(productPlants.plantId, plantId)),
    db
      .select({ extra: referenceItems.extra })
      .from(referenceItems)
      .where(and(eq(referenceItems.list, 'plant-categories'), eq(referenceItems.id, plant.categoryId))),
  ]);
  const forPlant = links.map((link) => link.productId).sort((a, b) => a - b);
  const forCategory = categoryRules().get(String(category?.extra.Key ?? '')) ?? [];
  const order = [...new Set([...forPlant, ...forCategory])];
  const products = await activeProducts(db, order);
  return products.sort((a, b) => order.indexOf(a.Id) - order.indexOf(b.Id));
}
