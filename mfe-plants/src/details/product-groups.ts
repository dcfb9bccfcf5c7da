import type { Product, ReferenceItem } from '@thrive/shared/contracts';

export interface ProductGroup {
  /** The category's id; a heading's key. */
  id: number;
  name: string;
  products: Product[];
}

/**
 * The products under their categories, in the order and with the names of the partners'
 * category list (partnerproducts/0/productCategories): Fertilizers, then Soil and Amendments,
 * Mulch... A product whose category the list lacks (or while the list is not in) keeps its own
 * category name, after the listed ones. Within a group, the server's order (best suited first).
 */
export function groupByCategory(
  products: readonly Product[],
  categories: readonly ReferenceItem[],
): ProductGroup[] {
  const rank = new Map(categories.map((category, index) => [category.Id, index]));
  const groups = new Map<number, ProductGroup>();
  for (const product of products) {
    const id = product.ProductCategoryId;
    const listed = categories.find((category) => category.Id === id);
    const group = groups.get(id) ?? {
      id,
      name: listed?.Name || product.ProductCategoryName || 'Other',
      products: [],
    };
    group.products.push(product);
    groups.set(id, group);
  }
  const order = (group: ProductGroup) => rank.get(group.id) ?? categories.length;
  // Array.prototype.sort is stable: unlisted categories stay in the order they came.
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}
