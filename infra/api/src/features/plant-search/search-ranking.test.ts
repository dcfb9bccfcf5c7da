import { eq, inArray } from 'drizzle-orm';
import type { PlantPage } from '@thrive/shared/contracts';
import { plants, plantViews, plantZones, users, yards, zones } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { recomputePlantPopularity } from '../plant-popularity/recompute-popularity';
import { forgetReferenceData } from '../common/reference-cache';

const ZONE_4A = 7;
const MAPLES = {
  red: 'Acer rubrum', // zones 3a-9b
  sugar: 'Acer saccharum', // 3a-8b
  japanese: 'Acer palmatum', // 5a-8b: too cold in 4a
  paperbark: 'Acer griseum', // 4a-8b
};

describe.each(testDatabases())('plant search ranking (issue 18) on $driver', (testDb) => {
  const api = seededApp(testDb);
  let idOf: Map<string, number>;
  let stranger: Gardener;
  beforeAll(async () => {
    const rows = await api.db.select({ id: plants.id, name: plants.botanicalName }).from(plants);
    idOf = new Map(rows.map((row) => [row.name, row.id]));
    stranger = await signedInDirectly(api.db, { email: 'ranking-stranger@example.com' });
  });

  const search = async (who: Gardener, k: string, c = 10): Promise<PlantPage> => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/0/PlantSearch/',
      headers: who.headers,
      payload: { k, c },
    });
    expect(`${response.statusCode} ${response.body.slice(0, 200)}`).toMatch(/^200 /);
    return response.json();
  };
  const botanical = async (who: Gardener, k: string, c = 10) =>
    (await search(who, k, c)).Items.map((item) => item.BotanicalName);
  const maplesIn = (names: string[]) => names.filter((name) => name.startsWith('Acer '));

  /** A gardener whose default yard is in the hardiness zone. */
  const gardenerIn = async (email: string, hardinessZoneId: number) => {
    const gardener = await signedInDirectly(api.db, { email });
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: gardener.identity.Id, name: 'Home', hardinessZoneId })
      .returning({ id: yards.id });
    await api.db.update(users).set({ defaultYardId: yard!.id }).where(eq(users.id, gardener.identity.Id));
    return gardener;
  };

  test('issue 18: a query that names a kind lists that kind first: "rose" and "roses" give roses, not Rose Mallow', async () => {
    for (const k of ['rose', 'roses']) {
      const found = await botanical(stranger, k);
      expect({ k, top: found.slice(0, 3).every((name) => name.startsWith('Rosa ')) }).toEqual({
        k,
        top: true,
      });
      // Then the other genera the kind names (Lenten Rose, Moss Rose), then the other matches.
      expect(found.slice(3, 5).sort()).toEqual(['Helleborus × hybridus', 'Portulaca grandiflora']);
    }
    const rose = await botanical(stranger, 'rose');
    expect(rose.indexOf('Hibiscus moscheutos')).toBeGreaterThan(4); // Rose Mallow is a mallow
    expect(rose.indexOf('Hibiscus syriacus')).toBeGreaterThan(4); // Rose of Sharon, a hibiscus
    expect((await botanical(stranger, 'rose of sharon'))[0]).toBe('Hibiscus syriacus');
  });

  test('issue 18: the plants of a kind match its plural even when their names are not close: "peonies", "hollies"', async () => {
    expect(await botanical(stranger, 'peonies')).toEqual(['Paeonia lactiflora']);
    const hollies = await botanical(stranger, 'hollies');
    expect(hollies.slice(0, 5).every((name) => name.startsWith('Ilex '))).toBe(true);
  });

  test('issue 18 "thrives here": at equal relevance, plants hardy in the default yard come first; gardeners of one zone share the order', async () => {
    const noYard = maplesIn(await botanical(stranger, 'maple'));
    expect(noYard.indexOf(MAPLES.japanese)).toBeLessThan(noYard.indexOf(MAPLES.paperbark));
    const cold = await gardenerIn('ranking-cold@example.com', ZONE_4A);
    const inZone4a = maplesIn(await botanical(cold, 'maple'));
    expect(inZone4a.at(-1)).toBe(MAPLES.japanese); // the one maple a 4a winter kills
    expect(inZone4a.slice(0, 3).sort()).toEqual([MAPLES.paperbark, MAPLES.red, MAPLES.sugar].sort());
    const neighbour = await gardenerIn('ranking-cold-neighbour@example.com', ZONE_4A);
    expect(maplesIn(await botanical(neighbour, 'maple'))).toEqual(inZone4a);
    // Asked again without a yard: the page of the gardener in 4a is not handed out.
    expect(maplesIn(await botanical(stranger, 'maple'))).toEqual(noYard);
  });

  test('issue 18: at equal relevance, curated plants come before imported taxa', async () => {
    const [imported] = await api.db
      .insert(plants)
      .values({
        commonName: 'Ash Maple', // sorts before every curated maple by name
        botanicalName: 'Acer negundo',
        categoryId: 1,
        lifecycle: 'perennial',
        zoneLowId: 5,
        zoneHighId: 18,
        source: 'usda-plants',
      })
      .returning({ id: plants.id });
    forgetReferenceData(api.db);
    try {
      const maples = maplesIn(await botanical(stranger, 'maple'));
      expect(maples).toHaveLength(5);
      expect(maples.at(-1)).toBe('Acer negundo');
    } finally {
      await api.db.delete(plants).where(eq(plants.id, imported!.id));
      forgetReferenceData(api.db);
    }
  });

  test('issue 28: at equal match class, noxious and invasive weeds come after every other plant, imported taxa too', async () => {
    const [imported] = await api.db
      .insert(plants)
      .values({
        commonName: 'Bigleaf Periwinkle', // imported, not a weed
        botanicalName: 'Testia periwinkla',
        categoryId: 5,
        lifecycle: 'perennial',
        zoneLowId: 5,
        zoneHighId: 18,
        source: 'usda-plants',
      })
      .returning({ id: plants.id });
    forgetReferenceData(api.db);
    try {
      const found = await botanical(stranger, 'periwinkle');
      // Common Periwinkle (Vinca minor, invasive) is curated, yet after the imported plant.
      expect(found).toEqual(['Catharanthus roseus', 'Testia periwinkla', 'Vinca minor']);
      // The weed still leads a search that names it better than any other plant.
      expect((await botanical(stranger, 'vinca minor'))[0]).toBe('Vinca minor');
    } finally {
      await api.db.delete(plants).where(eq(plants.id, imported!.id));
      forgetReferenceData(api.db);
    }
  });

  test('issue 18: popularity from favorites, plantings and views orders equal matches once recomputed, and the recompute refreshes cached pages', async () => {
    const before = maplesIn(await botanical(stranger, 'maple'));
    expect(before[0]).not.toBe(MAPLES.paperbark);
    const paperbark = idOf.get(MAPLES.paperbark)!;
    const fans = await Promise.all(
      ['fan-1', 'fan-2'].map((name) => signedInDirectly(api.db, { email: `ranking-${name}@example.com` })),
    );
    for (const fan of fans) {
      const response = await api.call(fan, 'GET', `/ToggleFavoritePlant/${paperbark}`);
      expect(response.statusCode).toBe(200);
    }
    // Not in the order until the background recompute: the search never counts uses itself.
    expect(maplesIn(await botanical(stranger, 'maple'))).toEqual(before);
    await recomputePlantPopularity(api.db);
    const after = maplesIn(await botanical(stranger, 'maple'));
    expect(after[0]).toBe(MAPLES.paperbark);
    expect(after.slice(1)).toEqual(before.filter((name) => name !== MAPLES.paperbark));

    // Sugar Maple grown by three gardeners and looked at by one outweighs two favorites.
    const sugar = idOf.get(MAPLES.sugar)!;
    const growers = await Promise.all(
      ['grower-1', 'grower-2', 'grower-3'].map((name) =>
        signedInDirectly(api.db, { email: `ranking-${name}@example.com` }),
      ),
    );
    for (const grower of growers) {
      const [yard] = await api.db
        .insert(yards)
        .values({ userId: grower.identity.Id, name: 'Back' })
        .returning({ id: yards.id });
      const [zone] = await api.db
        .insert(zones)
        .values({ yardId: yard!.id, userId: grower.identity.Id, name: 'Bed' })
        .returning({ id: zones.id });
      await api.db
        .insert(plantZones)
        .values({ zoneId: zone!.id, userId: grower.identity.Id, plantId: sugar });
    }
    await api.db.insert(plantViews).values({ userId: growers[0]!.identity.Id, plantId: sugar });
    await recomputePlantPopularity(api.db);
    expect(maplesIn(await botanical(stranger, 'maple')).slice(0, 2)).toEqual([
      MAPLES.sugar,
      MAPLES.paperbark,
    ]);

    await api.db.delete(plantZones).where(eq(plantZones.plantId, sugar));
    await api.db.delete(plantViews).where(inArray(plantViews.plantId, [sugar]));
    for (const fan of fans) await api.call(fan, 'GET', `/ToggleFavoritePlant/${paperbark}`);
    await recomputePlantPopularity(api.db);
    expect(maplesIn(await botanical(stranger, 'maple'))).toEqual(before);
  });
});
