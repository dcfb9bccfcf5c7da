import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Product, ProductById, ReferenceItem } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { partnerProducts, productCategories } from '../../db/schema';
import { notFound } from '../../http-errors';

const productColumns = {
  Id: partnerProducts.id,
  Name: partnerProducts.name,
  BrandName: partnerProducts.brandName,
  ProductCategoryId: partnerProducts.productCategoryId,
  ProductCategoryName: productCategories.name,
  Description: partnerProducts.description,
  SKU: partnerProducts.sku,
  ProductSize: partnerProducts.productSize,
  Quantity: partnerProducts.quantity,
  Price: partnerProducts.price,
  Currency: partnerProducts.currency,
  URL: partnerProducts.url,
  ImagePath: partnerProducts.imagePath,
};

/**
 * Active products by id, in id order. Quantity and price are exact decimals in the
 * database (numeric, two places); on the wire they are numbers, which hold two places exactly
 * enough for display.
 */
export async function activeProducts(db: Database, productIds: readonly number[]): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(partnerProducts)
    .innerJoin(productCategories, eq(productCategories.id, partnerProducts.productCategoryId))
    .where(and(inArray(partnerProducts.id, [...productIds]), eq(partnerProducts.active, true)))
    .orderBy(asc(partnerProducts.id));
  return rows.map((row) => ({ ...row, Quantity: Number(row.Quantity), Price: Number(row.Price) }));
}

/** GET partnerproducts/0/productCategories */
export async function productCategoryList(db: Database): Promise<ReferenceItem[]> {
  return db
    .select({ Id: productCategories.id, Name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.id));
}

/** GET partnerproducts/{id}/getById/: one active product with the category list (SPEC §7). */
export async function productById(db: Database, productId: number): Promise<ProductById> {
  const [[product], categories] = await Promise.all([
    activeProducts(db, [productId]),
    productCategoryList(db),
  ]);
  if (!product) throw notFound(`There is no product ${productId}.`);
  return { Product: product, Categories: categories };
}
