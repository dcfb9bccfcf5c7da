import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import {
  favoritePlants,
  plantPopularity,
  plants,
  plantViews,
  plantZones,
  users,
  yards,
  zones,
} from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { POPULARITY_WEIGHTS, RECENT_VIEW_DAYS, recomputePlantPopularity } from './recompute-popularity';

const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(testDatabases())(
  'plant popularity, recomputed from what gardeners do, on $driver',
  (testDb) => {
    let handle: DatabaseHandle;
    let plantId: Map<string, number>;
    beforeAll(async () => {
      handle = await testDb.open();
      await seedReferenceData(handle.db);
      const rows = await handle.db.select({ id: plants.id, name: plants.botanicalName }).from(plants);
      plantId = new Map(rows.map((row) => [row.name, row.id]));
    });
    afterAll(async () => {
      await testDb.dispose(handle);
    });

    const gardener = async (name: string) => {
      const [user] = await handle.db
        .insert(users)
        .values({ email: `${name}@example.com` })
        .returning({ id: users.id });
      const [yard] = await handle.db
        .insert(yards)
        .values({ userId: user!.id, name: 'Yard' })
        .returning({ id: yards.id });
      const beds = await handle.db
        .insert(zones)
        .values(['Front', 'Back'].map((bed) => ({ yardId: yard!.id, userId: user!.id, name: bed })))
        .returning({ id: zones.id });
      return { id: user!.id, beds: beds.map((bed) => bed.id) };
    };
    const popularity = async () =>
      new Map(
        (await handle.db.select().from(plantPopularity)).map((row) => [
          row.plantId,
          { score: row.score, growers: row.growers, favorites: row.favorites, viewers: row.viewers },
        ]),
      );

    test('each gardener counts once per use, growing weighs most, old views and unused plants drop out', async () => {
      const hosta = plantId.get('Hosta spp.')!;
      const tomato = plantId.get('Solanum lycopersicum')!;
      const basil = plantId.get('Ocimum basilicum')!;
      const [ann, bob] = [await gardener('pop-ann'), await gardener('pop-bob')];
      // Ann grows hostas in two beds (one grower), Bob in one; both favorite them.
      await handle.db.insert(plantZones).values([
        { zoneId: ann.beds[0]!, userId: ann.id, plantId: hosta },
        { zoneId: ann.beds[1]!, userId: ann.id, plantId: hosta },
        { zoneId: bob.beds[0]!, userId: bob.id, plantId: hosta },
      ]);
      await handle.db.insert(favoritePlants).values([
        { userId: ann.id, plantId: hosta },
        { userId: bob.id, plantId: hosta },
      ]);
      // Tomatoes: one recent view, one too old to count. Basil: only an old view.
      await handle.db.insert(plantViews).values([
        { userId: ann.id, plantId: tomato, lastSeenAt: daysAgo(3) },
        { userId: bob.id, plantId: tomato, lastSeenAt: daysAgo(RECENT_VIEW_DAYS + 1) },
        { userId: ann.id, plantId: basil, lastSeenAt: daysAgo(RECENT_VIEW_DAYS + 5) },
      ]);

      expect(await recomputePlantPopularity(handle.db, NOW)).toBe(2);
      const { grower, favorite, viewer } = POPULARITY_WEIGHTS;
      expect(await popularity()).toEqual(
        new Map([
          [hosta, { score: 2 * grower + 2 * favorite, growers: 2, favorites: 2, viewers: 0 }],
          [tomato, { score: viewer, growers: 0, favorites: 0, viewers: 1 }],
        ]),
      );
      expect(grower).toBeGreaterThan(favorite);
      expect(favorite).toBeGreaterThan(viewer);

      // Uses go away: so do their scores, and a plant nobody uses has no row at all.
      await handle.db.delete(plantViews).where(eq(plantViews.plantId, tomato));
      await handle.db.delete(favoritePlants).where(eq(favoritePlants.userId, bob.id));
      await recomputePlantPopularity(handle.db, new Date(NOW.getTime() + 60_000));
      expect(await popularity()).toEqual(
        new Map([[hosta, { score: 2 * grower + favorite, growers: 2, favorites: 1, viewers: 0 }]]),
      );
    });

    test('running it again changes nothing', async () => {
      const later = new Date(NOW.getTime() + 120_000);
      await recomputePlantPopularity(handle.db, later);
      const first = await popularity();
      await recomputePlantPopularity(handle.db, new Date(later.getTime() + 1000));
      expect(await popularity()).toEqual(first);
    });
  },
);
