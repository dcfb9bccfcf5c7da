import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { partnerProducts, productCategories, productPlants } from '../db/schema';
import { testDatabases } from '../testing/test-databases';
import { readPartnerProducts } from './partner-products-file';
import { seedReferenceData } from './seed';
import { seedPartnerProducts } from './seed-partner-products';

describe('partner products file (reference-data/operator/partner-products.json)', () => {
  const { categories, items } = readPartnerProducts();

  test('holds about fifteen demo products in fertilizers, soil, mulch, tools and pest control', () => {
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(categories.map((category) => category.name)).toEqual([
      'Fertilizers',
      'Soil and Amendments',
      'Mulch',
      'Tools',
      'Pest Control',
    ]);
    for (const category of categories)
      expect(items.some((item) => item.productCategoryId === category.id)).toBe(true);
  });

  test('every product links to example.org only, has a price with two decimals and suits some plants', () => {
    for (const item of items) {
      expect(new URL(item.url).hostname).toMatch(/(^|\.)example\.org$/);
      expect(Math.round(item.price * 100) / 100).toBe(item.price);
      expect(item.suitsCategories.length + item.suitsPlants.length).toBeGreaterThan(0);
    }
  });
});

describe.each(testDatabases())('partner products seed on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await testDb.dispose(database);
  });

  const count = async (table: typeof partnerProducts | typeof productCategories | typeof productPlants) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  test('writes every product and category, and links each named plant', async () => {
    const { categories, items } = readPartnerProducts();
    expect(await count(partnerProducts)).toBe(items.length);
    expect(await count(productCategories)).toBe(categories.length);
    expect(await count(productPlants)).toBe(items.reduce((sum, item) => sum + item.suitsPlants.length, 0));
  });

  test('is idempotent by id: a second run restores edited rows, keeps operator rows and adds nothing', async () => {
    const links = await count(productPlants);
    await database.db.update(partnerProducts).set({ price: '1.00' }).where(eq(partnerProducts.id, 1));
    await database.db.delete(productPlants).where(eq(productPlants.productId, 1));
    const [added] = await database.db
      .insert(partnerProducts)
      .values({ name: 'Operator-added Demo Trowel', productCategoryId: 4, price: '9.99' })
      .returning({ id: partnerProducts.id });

    const result = await seedPartnerProducts(database.db);
    expect(result).toEqual({ products: readPartnerProducts().items.length, links });
    const [first] = await database.db.select().from(partnerProducts).where(eq(partnerProducts.id, 1));
    expect(first?.price).toBe('14.99');
    expect(await count(productPlants)).toBe(links);
    expect(await count(partnerProducts)).toBe(readPartnerProducts().items.length + 1);
    expect(added!.id).toBeGreaterThan(Math.max(...readPartnerProducts().items.map((item) => item.id)));
  });
});
