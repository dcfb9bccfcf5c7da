import { eq } from 'drizzle-orm';
import type { Product } from '@thrive/shared/contracts';
import type { Design, DesignProductGroup } from '@thrive/shared/landscape';
import { partnerProducts, plants, users } from '../../db/schema';
import { BLUEBERRY, HOSTA, TOMATO } from '../../testing/scorecard-garden';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { designFixture, TWELVE_BY_FOUR } from '../../testing/design-fixture';

// Demo partner products (reference-data/operator/partner-products.json) by id.
const COMPOST = 4; // soil, Greenleaf (sponsor 1): vegetables, perennials ...
const ERICACEOUS_MIX = 17; // soil, Bloomwell (sponsor 5): names blueberries
const HARDWOOD_MULCH = 5; // mulch, Greenleaf: perennials, shrubs ...
const PINE_BARK = 11; // mulch, Northside (sponsor 2): names blueberries
const WHEAT_STRAW = 12; // mulch, Northside: vegetables
const ACID_FOOD = 1; // fertilizer, Greenleaf: names blueberries
const TOMATO_FOOD = 8; // fertilizer, Northside: vegetables
const SHRUB_FOOD = 2; // fertilizer, Greenleaf: shrubs
const DISCONTINUED_ROSE_FOOD = 14; // inactive, names the rose
const ROSE = "Rosa 'Radrazz'";
const GREENLEAF = 1;
const BLOOMWELL = 5;

type Summary = [DesignProductGroup['Kind'], number | null, number[]][];

describe.each(testDatabases())('products for a landscape design (SPEC §7 Landscape) on $driver', (testDb) => {
  const { api, plantId, gardener, ok, create, status } = designFixture(testDb);

  const withPlants = async (who: Gardener, names: readonly string[], fields: object = TWELVE_BY_FOUR) => {
    const design = await create(who, fields);
    for (const name of names)
      await ok(
        who,
        'GET',
        `/LandscapeDesign/${who.identity.Id}/TogglePlantLandscape/${plantId[name]}?designId=${design.Id}`,
      );
    return design;
  };
  const products = (who: Gardener, design: Design): Promise<DesignProductGroup[]> =>
    ok(who, 'GET', `/LandscapeDesign/${design.Id}/Products/`);
  const summary = (groups: DesignProductGroup[]): Summary =>
    groups.map((group) => [group.Kind, group.PlantId, group.Products.map((product) => product.Id)]);
  const shopAt = (who: Gardener, shop: { sponsorId?: number; preferedRetailerId?: number }) =>
    api.db.update(users).set(shop).where(eq(users.id, who.identity.Id));

  test('soil and mulch get the products suited to the design’s plants, each plant its fertilizers', async () => {
    const me = await gardener();
    const design = await withPlants(me, [TOMATO, BLUEBERRY, HOSTA]);
    const groups = await products(me, design);
    expect(summary(groups)).toEqual([
      // Plant by plant in the design's order (tomato, blueberry, hosta), each product once.
      ['soil', null, [COMPOST, ERICACEOUS_MIX]],
      ['mulch', null, [WHEAT_STRAW, PINE_BARK, HARDWOOD_MULCH]],
      ['plant', plantId[TOMATO], [TOMATO_FOOD]],
      ['plant', plantId[BLUEBERRY], [ACID_FOOD]],
      // No fertilizer suits the hosta: no group rather than an empty one.
    ]);
    expect(groups[0]!.Products[0]).toEqual({
      Id: COMPOST,
      Name: 'Screened Garden Compost',
      BrandName: 'Greenleaf Demo',
      ProductCategoryId: 2,
      ProductCategoryName: 'Soil and Amendments',
      Description: expect.any(String),
      SKU: 'GL-CMP-1CF',
      ProductSize: '1 cu ft bag',
      Quantity: 1,
      Price: 8.99,
      Currency: 'USD',
      URL: 'https://greenleaf.example.org/shop/garden-compost',
      ImagePath: '',
    });
  });

  test('a plant’s fertilizers are those SuggestProducts gives it, in the same order', async () => {
    const me = await gardener();
    const design = await withPlants(me, [BLUEBERRY, TOMATO, HOSTA]);
    const groups = await products(me, design);
    for (const name of [BLUEBERRY, TOMATO, HOSTA]) {
      const suggested: Product[] = await ok(me, 'GET', `/Plants/${plantId[name]}/SuggestProducts/`);
      const fertilizers = suggested.filter((product) => product.ProductCategoryName === 'Fertilizers');
      const group = groups.find((found) => found.Kind === 'plant' && found.PlantId === plantId[name]);
      expect([name, group?.Products ?? []]).toEqual([name, fertilizers]);
    }
  });

  test('only the rows the design needs get products', async () => {
    const me = await gardener();
    const noMulch = await withPlants(me, [TOMATO], { ...TWELVE_BY_FOUR, MulchNeeded: false });
    expect(summary(await products(me, noMulch))).toEqual([
      ['soil', null, [COMPOST]],
      ['plant', plantId[TOMATO], [TOMATO_FOOD]],
    ]);
  });

  test('a design without plants matches nothing: [] even with soil and mulch needed', async () => {
    const me = await gardener();
    const design = await create(me);
    expect(design.Materials.map((row) => row.Kind)).toEqual(['soil', 'mulch']);
    expect(await products(me, design)).toEqual([]);
  });

  test('the gardener’s preferred retailer’s products come first, else their sponsor’s', async () => {
    const me = await gardener();
    const design = await withPlants(me, [TOMATO, BLUEBERRY, HOSTA]);
    await shopAt(me, { sponsorId: BLOOMWELL });
    let groups = summary(await products(me, design));
    expect(groups.slice(0, 2)).toEqual([
      ['soil', null, [ERICACEOUS_MIX, COMPOST]],
      ['mulch', null, [WHEAT_STRAW, PINE_BARK, HARDWOOD_MULCH]],
    ]);
    await shopAt(me, { preferedRetailerId: GREENLEAF });
    groups = summary(await products(me, design));
    expect(groups.slice(0, 2)).toEqual([
      ['soil', null, [COMPOST, ERICACEOUS_MIX]],
      ['mulch', null, [HARDWOOD_MULCH, WHEAT_STRAW, PINE_BARK]],
    ]);
    // Another gardener's order is their own.
    const other = await gardener();
    const theirs = await withPlants(other, [TOMATO, BLUEBERRY, HOSTA]);
    expect(summary(await products(other, theirs))[1]).toEqual([
      'mulch',
      null,
      [WHEAT_STRAW, PINE_BARK, HARDWOOD_MULCH],
    ]);
  });

  test('an inactive product is never offered, even by the gardener’s own sponsor', async () => {
    const me = await gardener();
    const [rose] = await api.db.select({ id: plants.id }).from(plants).where(eq(plants.botanicalName, ROSE));
    plantId[ROSE] = rose!.id;
    const [discontinued] = await api.db
      .select({ active: partnerProducts.active, sponsorId: partnerProducts.sponsorId })
      .from(partnerProducts)
      .where(eq(partnerProducts.id, DISCONTINUED_ROSE_FOOD));
    expect(discontinued).toEqual({ active: false, sponsorId: 2 });
    await shopAt(me, { sponsorId: discontinued!.sponsorId! });
    const design = await withPlants(me, [ROSE]);
    const groups = summary(await products(me, design));
    expect(groups).toContainEqual(['plant', rose!.id, [SHRUB_FOOD]]);
    expect(groups.flatMap(([, , ids]) => ids)).not.toContain(DISCONTINUED_ROSE_FOOD);
  });

  test('another gardener’s design is 404 as an unknown one is, a bad id 400', async () => {
    const me = await gardener();
    const design = await withPlants(me, [TOMATO]);
    const other = await gardener();
    expect(await status(other, 'GET', `/LandscapeDesign/${design.Id}/Products/`)).toEqual([
      404,
      `There is no design ${design.Id}.`,
    ]);
    expect(await status(me, 'GET', '/LandscapeDesign/99999999/Products/')).toEqual([
      404,
      'There is no design 99999999.',
    ]);
    for (const bad of ['abc', '0', '-3', '1.5'])
      expect([bad, (await status(me, 'GET', `/LandscapeDesign/${bad}/Products/`))[0]]).toEqual([bad, 400]);
  });
});
