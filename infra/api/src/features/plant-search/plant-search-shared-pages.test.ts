import { eq } from 'drizzle-orm';
import type { PlantPage, PlantSearchFilter } from '@thrive/shared/contracts';
import { plants, yards } from '../../db/schema';
import { forgetReferenceData } from '../common/reference-cache';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const ZONE_4A = 7;
const ZONE_9B = 18;

/*
 * A page of search results without a zone is shared from memory between gardeners
 * (features/plant-search/matching-page.ts). What is a gardener's own must not be shared.
 */
describe.each(testDatabases())('plant search pages shared from memory on $driver', (testDb) => {
  const api = seededApp(testDb);
  let me: Gardener;
  let neighbour: Gardener;
  beforeAll(async () => {
    me = await signedInDirectly(api.db, { email: 'shared-pages@example.com' });
    neighbour = await signedInDirectly(api.db, { email: 'shared-pages-neighbour@example.com' });
  });

  const search = async (who: Gardener, filter: PlantSearchFilter): Promise<PlantPage> => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/0/PlantSearch/',
      headers: who.headers,
      payload: filter,
    });
    expect(`${response.statusCode} ${response.body.slice(0, 200)}`).toMatch(/^200 /);
    return response.json();
  };
  const yardIn = async (who: Gardener, hardinessZoneId: number) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: `Yard in ${hardinessZoneId}`, hardinessZoneId })
      .returning({ id: yards.id });
    return yard!.id;
  };

  test('SPEC §6: each gardener sees only their own favorite marks on a shared page', async () => {
    const first = (await search(me, { k: 'hosta', c: 3 })).Items[0]!;
    await api.call(me, 'GET', `/ToggleFavoritePlant/${first.Id}`);
    const mine = await search(me, { k: 'hosta', c: 3 });
    const theirs = await search(neighbour, { k: 'hosta', c: 3 });
    expect(theirs.Items.map((item) => item.Id)).toEqual(mine.Items.map((item) => item.Id));
    expect(mine.Items[0]).toMatchObject({ Id: first.Id, IsFavorite: true });
    expect(theirs.Items[0]).toMatchObject({ Id: first.Id, IsFavorite: false });
  });

  test("a yard's hardiness decides the page, not whose yard it is", async () => {
    const cold = await search(me, { YardId: await yardIn(me, ZONE_4A), c: 50 });
    const warm = await search(neighbour, { YardId: await yardIn(neighbour, ZONE_9B), c: 50 });
    expect(cold.TotalRows).not.toBe(warm.TotalRows);
    const alsoCold = await search(neighbour, { YardId: await yardIn(neighbour, ZONE_4A), c: 50 });
    expect(alsoCold.Items.map((item) => item.Id)).toEqual(cold.Items.map((item) => item.Id));
  });

  test('a catalogue change shows once the reference data is forgotten (as a seed or import does)', async () => {
    const before = await search(me, { k: 'quokkawort' });
    expect(before.TotalRows).toBe(0);
    const [added] = await api.db
      .insert(plants)
      .values({
        commonName: 'Quokkawort',
        botanicalName: 'Quokka testensis',
        categoryId: 1,
        lifecycle: 'perennial',
        zoneLowId: 5,
        zoneHighId: 20,
        source: 'test',
      })
      .returning({ id: plants.id });
    forgetReferenceData(api.db);
    const after = await search(me, { k: 'quokkawort' });
    expect(after.Items.map((item) => item.Id)).toEqual([added!.id]);
    await api.db.delete(plants).where(eq(plants.id, added!.id));
    forgetReferenceData(api.db);
  });
});
