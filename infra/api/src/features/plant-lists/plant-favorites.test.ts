import { and, eq, inArray } from 'drizzle-orm';
import type { FavoriteToggle, PlantPage } from '@thrive/shared/contracts';
import { favoritePlants, plants } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

// Catalogue plants by botanical name (reference-data/catalogue).
const TOMATO = 'Solanum lycopersicum';
const BASIL = 'Ocimum basilicum';
const HOSTA = 'Hosta spp.';
const LAVENDER = 'Lavandula angustifolia';

describe.each(testDatabases())('favorite plants (SPEC §7 Favorites) on $driver', (testDb) => {
  const api = seededApp(testDb);
  const plantId: Record<string, number> = {};
  beforeAll(async () => {
    const found = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [TOMATO, BASIL, HOSTA, LAVENDER]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });

  let gardeners = 0;
  const gardener = () => signedInDirectly(api.db, { email: `favorites-${++gardeners}@example.com` });
  const toggle = async (who: Gardener, name: string): Promise<FavoriteToggle> => {
    const response = await api.call(who, 'GET', `/ToggleFavoritePlant/${plantId[name]}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const favorites = async (who: Gardener, query = ''): Promise<PlantPage> => {
    const response = await api.call(who, 'GET', `/favorites${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const names = (page: PlantPage) => page.Items.map((item) => item.CommonName);
  /** Favorites made in this order, a day apart, so "newest first" does not hang on the clock. */
  const favorite = async (who: Gardener, ...botanicalNames: string[]) => {
    for (const [index, name] of botanicalNames.entries()) {
      await toggle(who, name);
      await api.db
        .update(favoritePlants)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
        .where(and(eq(favoritePlants.userId, who.identity.Id), eq(favoritePlants.plantId, plantId[name]!)));
    }
  };

  test('ToggleFavoritePlant makes a plant a favorite, and a second toggle takes it back', async () => {
    const me = await gardener();
    expect(await toggle(me, TOMATO)).toEqual({ PlantId: plantId[TOMATO], IsFavorite: true });
    const listed = await favorites(me);
    expect(listed).toMatchObject({ TotalRows: 1, i: 0, c: 25 });
    expect(listed.Items[0]).toMatchObject({
      Id: plantId[TOMATO],
      CommonName: 'Tomato',
      BotanicalName: TOMATO,
      IsFavorite: true,
      Thrive: null,
    });
    expect(await toggle(me, TOMATO)).toEqual({ PlantId: plantId[TOMATO], IsFavorite: false });
    expect(await favorites(me)).toEqual({ Items: [], TotalRows: 0, i: 0, c: 25 });
  });

  test('favorites are listed newest first by default, or by common name', async () => {
    const me = await gardener();
    await favorite(me, HOSTA, TOMATO, BASIL);
    expect(names(await favorites(me))).toEqual(['Basil', 'Tomato', 'Hosta']);
    expect(names(await favorites(me, '?s=Added%20DESC'))).toEqual(['Basil', 'Tomato', 'Hosta']);
    expect(names(await favorites(me, '?s=CommonName%20ASC'))).toEqual(['Basil', 'Hosta', 'Tomato']);
  });

  test('pages with i (from 0) and c, TotalRows counting every favorite', async () => {
    const me = await gardener();
    await favorite(me, HOSTA, TOMATO, BASIL, LAVENDER);
    const first = await favorites(me, '?i=0&c=3');
    expect(first).toMatchObject({ TotalRows: 4, i: 0, c: 3 });
    expect(names(first)).toEqual(['English Lavender', 'Basil', 'Tomato']);
    const second = await favorites(me, '?i=1&c=3');
    expect(names(second)).toEqual(['Hosta']);
    expect(second.TotalRows).toBe(4);
    expect((await favorites(me, '?i=2&c=3')).Items).toEqual([]);
  });

  test('k keeps favorites whose common or botanical name contains it, in any case', async () => {
    const me = await gardener();
    await favorite(me, HOSTA, TOMATO, BASIL, LAVENDER);
    expect(names(await favorites(me, '?k=TOM'))).toEqual(['Tomato']);
    expect(names(await favorites(me, '?k=lavandula'))).toEqual(['English Lavender']);
    const um = await favorites(me, '?k=UM&s=CommonName%20ASC');
    expect([names(um), um.TotalRows]).toEqual([['Basil', 'Tomato'], 2]);
    // LIKE wildcards in k are taken literally.
    expect((await favorites(me, '?k=%25')).TotalRows).toBe(0);
    expect((await favorites(me, '?k=_')).TotalRows).toBe(0);
  });

  test("another gardener's favorites are theirs: toggling the same plant leaves mine alone", async () => {
    const me = await gardener();
    const other = await gardener();
    await favorite(me, TOMATO, BASIL);
    expect(await toggle(other, TOMATO)).toEqual({ PlantId: plantId[TOMATO], IsFavorite: true });
    expect(await toggle(other, TOMATO)).toEqual({ PlantId: plantId[TOMATO], IsFavorite: false });
    expect(await toggle(other, HOSTA)).toMatchObject({ IsFavorite: true });
    expect(names(await favorites(me))).toEqual(['Basil', 'Tomato']);
    expect(names(await favorites(other))).toEqual(['Hosta']);
  });

  test("another gardener's favorites cannot be read or toggled (403)", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    await favorite(owner, TOMATO);
    for (const path of ['favorites', `ToggleFavoritePlant/${plantId[BASIL]}`]) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/users/${owner.identity.Id}/${path}`,
        headers: intruder.headers,
      });
      expect(`${path}: ${response.statusCode}`).toBe(`${path}: 403`);
    }
    expect(names(await favorites(owner))).toEqual(['Tomato']);
  });

  test('an unknown plant is 404; a malformed id or query is 400 naming the field', async () => {
    const me = await gardener();
    const unknown = await api.call(me, 'GET', '/ToggleFavoritePlant/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no plant 999999.' });
    const zero = await api.call(me, 'GET', '/ToggleFavoritePlant/0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual({ 'params.id': 'The plant id must be above 0.' });
    const sort = await api.call(me, 'GET', '/favorites?s=Newest');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields).toEqual({ 'querystring.s': 'Choose a sort from the list.' });
    const size = await api.call(me, 'GET', '/favorites?c=51');
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('The page size must be at most 50.');
  });
});
