import { eq } from 'drizzle-orm';
import type { Product, ProductById } from '@thrive/shared/contracts';
import { partnerProducts, productPlants } from '../../db/schema';
import { plantDetailsApp } from '../../testing/plant-details-app';
import { BLUEBERRY, HOSTA, TOMATO } from '../../testing/scorecard-garden';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const GRASS = 'Panicum virgatum';
const ROSE = "Rosa 'Radrazz'";

describe.each(testDatabases())('partner products (SPEC §2.6, §3 Product, §7) on $driver', (testDb) => {
  const app = plantDetailsApp(testDb, 'partner-products');
  const { plantId, gardener, ok, refused } = app;
  const suggested = async (who: Gardener, plant: string): Promise<number[]> =>
    ((await ok(who, 'GET', `/Plants/${plantId[plant]}/SuggestProducts/`)) as Product[]).map((p) => p.Id);

  describe('GET partnerproducts/0/productCategories', () => {
    test('lists the product categories in id order', async () => {
      const me = await gardener();
      expect(await ok(me, 'GET', '/partnerproducts/0/productCategories')).toEqual([
        { Id: 1, Name: 'Fertilizers' },
        { Id: 2, Name: 'Soil and Amendments' },
        { Id: 3, Name: 'Mulch' },
        { Id: 4, Name: 'Tools' },
        { Id: 5, Name: 'Pest Control' },
      ]);
    });
  });

  describe('GET partnerproducts/{id}/getById/', () => {
    test('gives the product as the details panel shows it, with the category list (loaded together)', async () => {
      const me = await gardener();
      const found: ProductById = await ok(me, 'GET', '/partnerproducts/1/getById/');
      expect(found.Product).toEqual({
        Id: 1,
        Name: 'Acid-Loving Plant Food 4-3-4',
        BrandName: 'Greenleaf Demo',
        ProductCategoryId: 1,
        ProductCategoryName: 'Fertilizers',
        Description: expect.stringMatching(/blueberries/),
        SKU: 'GL-APF-4LB',
        ProductSize: '4 lb bag',
        Quantity: 1,
        Price: 14.99,
        Currency: 'USD',
        URL: 'https://greenleaf.example.org/shop/acid-loving-plant-food',
        ImagePath: '',
      });
      expect(found.Categories).toHaveLength(5);
      const netting: ProductById = await ok(me, 'GET', '/partnerproducts/19/getById/');
      expect([netting.Product.Quantity, netting.Product.Price]).toEqual([2, 17.98]);
    });

    test('an unknown or inactive product is 404; a malformed id is 400', async () => {
      const me = await gardener();
      expect(await refused(me, 'GET', '/partnerproducts/999999/getById/')).toEqual({
        status: 404,
        body: { message: 'There is no product 999999.' },
      });
      const [inactive] = await app.db.select().from(partnerProducts).where(eq(partnerProducts.active, false));
      expect((await refused(me, 'GET', `/partnerproducts/${inactive!.id}/getById/`)).status).toBe(404);
      expect((await refused(me, 'GET', '/partnerproducts/abc/getById/')).status).toBe(400);
      expect((await refused(me, 'GET', '/partnerproducts/-2/getById/')).status).toBe(400);
    });
  });

  describe('GET Plants/{id}/SuggestProducts/', () => {
    test("products linked to the plant come first, then those suited to the plant's category", async () => {
      const me = await gardener();
      // Acid food, pine bark, ericaceous mix and bird netting name blueberries; pruners and soap suit fruit.
      expect(await suggested(me, BLUEBERRY)).toEqual([1, 11, 17, 19, 6, 7]);
      // Slug bait names hostas; compost, mulch, pruners and the soil knife suit perennials.
      expect(await suggested(me, HOSTA)).toEqual([18, 4, 5, 6, 20]);
      // Nothing names the tomato: the vegetable products only.
      expect(await suggested(me, TOMATO)).toEqual([4, 7, 8, 12, 20]);
    });

    test('inactive products are never suggested, and a plant nothing suits gets []', async () => {
      const me = await gardener();
      const rose = await suggested(me, ROSE);
      expect(rose).toEqual([7, 2, 5, 6]);
      const [inactive] = await app.db.select().from(partnerProducts).where(eq(partnerProducts.active, false));
      expect(rose).not.toContain(inactive!.id);
      expect(await suggested(me, GRASS)).toEqual([]);
    });

    test('a product an operator links to a plant is suggested until it is deactivated', async () => {
      const me = await gardener();
      const [added] = await app.db
        .insert(partnerProducts)
        .values({ sponsorId: 2, name: 'Prairie Seed Mix', productCategoryId: 2, price: '19.50' })
        .returning({ id: partnerProducts.id });
      await app.db.insert(productPlants).values({ productId: added!.id, plantId: plantId[GRASS]! });
      const [product]: Product[] = await ok(me, 'GET', `/Plants/${plantId[GRASS]}/SuggestProducts/`);
      expect(product).toMatchObject({ Id: added!.id, Name: 'Prairie Seed Mix', Price: 19.5, Quantity: 0 });
      await app.db.update(partnerProducts).set({ active: false }).where(eq(partnerProducts.id, added!.id));
      expect(await suggested(me, GRASS)).toEqual([]);
    });

    test('an unknown plant is 404, a bad id 400', async () => {
      const me = await gardener();
      expect(await refused(me, 'GET', '/Plants/999999/SuggestProducts/')).toEqual({
        status: 404,
        body: { message: 'There is no plant 999999.' },
      });
      expect((await refused(me, 'GET', '/Plants/0/SuggestProducts/')).status).toBe(400);
    });
  });
});
