import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { partnerProducts, plants, productCategories, productPlants } from '../db/schema';
import { readPartnerProducts } from './partner-products-file';

/** Every column but the id, taken from the row being inserted (upsert by id). */
const productUpdate = Object.fromEntries(
  Object.entries(getTableColumns(partnerProducts))
    .filter(([key]) => key !== 'id')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Writes the partner products and their product categories by id, like the other operator
 * data: the file wins for the rows it holds, rows an operator added are left alone. The
 * plants a file product suits are rewritten each run; plants not in the database yet are
 * skipped (the file was checked against the catalogue files). Run after the catalogue and
 * the sponsors.
 */
export async function seedPartnerProducts(db: Database): Promise<{ products: number; links: number }> {
  const { categories, items } = readPartnerProducts();
  const names = [...new Set(items.flatMap((item) => item.suitsPlants))];
  let links = 0;
  await db.transaction(async (tx) => {
    if (categories.length)
      await tx
        .insert(productCategories)
        .values(categories)
        .onConflictDoUpdate({ target: productCategories.id, set: { name: sql.raw('excluded.name') } });
    if (!items.length) return;
    await tx
      .insert(partnerProducts)
      .values(
        items.map(({ suitsCategories: _c, suitsPlants: _p, quantity, price, ...product }) => ({
          ...product,
          quantity: quantity.toFixed(2),
          price: price.toFixed(2),
        })),
      )
      .onConflictDoUpdate({ target: partnerProducts.id, set: productUpdate });
    // Explicit ids leave the serial sequences behind: move them on for operator-added rows.
    for (const table of ['product_categories', 'partner_products'])
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
      );
    const found = names.length
      ? await tx
          .select({ id: plants.id, botanicalName: plants.botanicalName })
          .from(plants)
          .where(inArray(plants.botanicalName, names))
      : [];
    const idOf = new Map(found.map((plant) => [plant.botanicalName, plant.id]));
    const rows = items.flatMap((item) =>
      item.suitsPlants.flatMap((name) => {
        const plantId = idOf.get(name);
        return plantId === undefined ? [] : [{ productId: item.id, plantId }];
      }),
    );
    await tx.delete(productPlants).where(
      inArray(
        productPlants.productId,
        items.map((item) => item.id),
      ),
    );
    if (rows.length) await tx.insert(productPlants).values(rows);
    links = rows.length;
  });
  return { products: items.length, links };
}
