import { eq, inArray } from 'drizzle-orm';
import type { FeaturedPlants } from '@thrive/shared/contracts';
import { featuredPlants, plants, sponsors } from '../../db/schema';
import { readOperatorSponsors } from '../../reference-data/operator-files';
import { readFeaturedPlants } from '../../reference-data/seed-featured-plants';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const GARDEN_CENTER = 1;
const featuredNames = (sponsorId: number) =>
  readFeaturedPlants()
    .filter((row) => row.sponsorId === sponsorId)
    .sort((a, b) => a.rank - b.rank)
    .map((row) => row.botanicalName);

describe.each(testDatabases())('POST Users/{uid}/FeaturedPlants/{sponsorId}/ on $driver', (testDb) => {
  const api = seededApp(testDb);
  let gardeners = 0;
  const gardener = () => signedInDirectly(api.db, { email: `featured-${++gardeners}@example.com` });
  const featured = (who: Gardener, sponsorId: number, page: object = {}) =>
    api.call(who, 'POST', `/FeaturedPlants/${sponsorId}/`, page);
  const ok = async (who: Gardener, sponsorId: number, page: object = {}): Promise<FeaturedPlants> => {
    const response = await featured(who, sponsorId, page);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  test("a sponsor's featured plants in the sponsor's rank order, with its banner (SPEC §3 Sponsor)", async () => {
    const me = await gardener();
    const expected = featuredNames(GARDEN_CENTER);
    const page = await ok(me, GARDEN_CENTER, { i: 0, c: 50 });
    const sponsor = readOperatorSponsors().find((s) => s.id === GARDEN_CENTER)!;
    expect(page.Sponsor).toEqual({
      Id: GARDEN_CENTER,
      DisplayName: sponsor.displayName,
      Name: sponsor.bannerUrl,
      PX: sponsor.linkUrl,
    });
    expect(page.Items.map((item) => item.BotanicalName)).toEqual(expected);
    expect(page.TotalRows).toBe(expected.length);
    expect(page.Items[0]).toMatchObject({ IsFavorite: false, Thrive: null });
  });

  test('every demo sponsor features 8 to 15 plants', async () => {
    const me = await gardener();
    for (const { id } of readOperatorSponsors()) {
      const { TotalRows } = await ok(me, id, { c: 50 });
      expect(`sponsor ${id}: ${TotalRows >= 8 && TotalRows <= 15}`).toBe(`sponsor ${id}: true`);
    }
  });

  test('pages with i (from 0) and c; the gardener’s favorites are marked', async () => {
    const me = await gardener();
    const expected = featuredNames(GARDEN_CENTER);
    const [second] = await api.db
      .select({ id: plants.id })
      .from(plants)
      .where(eq(plants.botanicalName, expected[1]!));
    await api.call(me, 'GET', `/ToggleFavoritePlant/${second!.id}`);
    const first = await ok(me, GARDEN_CENTER, { i: 0, c: 5 });
    expect(first.Items.map((item) => item.BotanicalName)).toEqual(expected.slice(0, 5));
    expect(first.Items.map((item) => item.IsFavorite)).toEqual([false, true, false, false, false]);
    const next = await ok(me, GARDEN_CENTER, { i: 1, c: 5 });
    expect(next.Items.map((item) => item.BotanicalName)).toEqual(expected.slice(5, 10));
    expect(next.TotalRows).toBe(expected.length);
  });

  test('equal ranks are ordered by common name', async () => {
    const me = await gardener();
    const [sponsor] = await api.db
      .insert(sponsors)
      .values({ displayName: 'Tied Demo Sponsor', partnerTypeId: 1 })
      .returning({ id: sponsors.id });
    const picked = await api.db
      .select({ id: plants.id, name: plants.commonName })
      .from(plants)
      .where(eq(plants.categoryId, 2))
      .limit(3);
    await api.db
      .insert(featuredPlants)
      .values(picked.map((p) => ({ sponsorId: sponsor!.id, plantId: p.id, rank: 1 })));
    const page = await ok(me, sponsor!.id);
    expect(page.Items.map((item) => item.CommonName)).toEqual(picked.map((p) => p.name).sort());
  });

  test("issue 28: a featured noxious or invasive weed is left out of the sponsor's page and its count", async () => {
    const me = await gardener();
    const [sponsor] = await api.db
      .insert(sponsors)
      .values({ displayName: 'Weedy Demo Sponsor', partnerTypeId: 1 })
      .returning({ id: sponsors.id });
    const picked = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, ['Hedera helix', 'Parthenocissus quinquefolia', 'Vinca minor']));
    await api.db
      .insert(featuredPlants)
      .values(picked.map((p, index) => ({ sponsorId: sponsor!.id, plantId: p.id, rank: index + 1 })));
    const page = await ok(me, sponsor!.id);
    expect(page.Items.map((item) => item.BotanicalName)).toEqual(['Parthenocissus quinquefolia']);
    expect(page.TotalRows).toBe(1);
  });

  test('an unknown or inactive sponsor is 404', async () => {
    const me = await gardener();
    const unknown = await featured(me, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no sponsor 999999.' });
    const [inactive] = await api.db
      .insert(sponsors)
      .values({ displayName: 'Closed Demo Sponsor', partnerTypeId: 1, active: false })
      .returning({ id: sponsors.id });
    const [anyPlant] = await api.db.select({ id: plants.id }).from(plants).limit(1);
    await api.db.insert(featuredPlants).values({ sponsorId: inactive!.id, plantId: anyPlant!.id, rank: 1 });
    const closed = await featured(me, inactive!.id);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({ message: `There is no sponsor ${inactive!.id}.` });
  });

  test('a bad page or sponsor id is 400 naming the field; another gardener’s path is 403', async () => {
    const me = await gardener();
    const other = await gardener();
    const size = await featured(me, GARDEN_CENTER, { c: 0 });
    expect(size.statusCode).toBe(400);
    expect(size.json().fields).toEqual({ 'body.c': 'The page size must be at least 1.' });
    const id = await featured(me, 0);
    expect(id.statusCode).toBe(400);
    expect(id.json().fields).toEqual({ 'params.id': 'The sponsor id must be above 0.' });
    const intruding = await api.app.inject({
      method: 'POST',
      url: `/api/Users/${other.identity.Id}/FeaturedPlants/${GARDEN_CENTER}/`,
      headers: me.headers,
      payload: {},
    });
    expect(intruding.statusCode).toBe(403);
  });
});
