import { inArray } from 'drizzle-orm';
import { plants, plantZones, yards, zones } from '../db/schema';
import { apiCalls } from './api-calls';
import { signedInDirectly } from './identity-fixture';
import { seededApp, type Gardener } from './seeded-app';
import { BLUEBERRY, HOSTA, SUN, TOMATO, WATER, ZONE_7B } from './scorecard-garden';
import type { TestDatabase } from './test-databases';

/**
 * The app on `testDb` (registers its beforeAll/afterAll) for the plant details calls:
 * gardeners, calls to any API path ({uid} is filled with the caller's id), and gardens
 * planted straight into the database. `plantId` (botanical name -> id) is filled in beforeAll.
 */
export function plantDetailsApp(testDb: TestDatabase, prefix: string) {
  const api = seededApp(testDb);
  const plantId: Record<string, number> = {};
  beforeAll(async () => {
    const found = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [HOSTA, TOMATO, BLUEBERRY, 'Panicum virgatum', "Rosa 'Radrazz'"]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });

  let gardeners = 0;
  const gardener = () => signedInDirectly(api.db, { email: `${prefix}-${++gardeners}@example.com` });

  const { send, ok, refused } = apiCalls(() => api.app);

  /** A yard in zone 7b with one zone, by default full sun and medium water. */
  const zoneOf = async (who: Gardener, sun = SUN.fullSun, water = WATER.medium) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: 'Home', hardinessZoneId: ZONE_7B })
      .returning({ id: yards.id });
    const [zone] = await api.db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name: 'Bed',
        sunRequirementId: sun,
        waterRequirementId: water,
      })
      .returning({ id: zones.id });
    return { yardId: yard!.id, zoneId: zone!.id };
  };
  const plantIn = async (who: Gardener, zoneId: number, botanicalName: string, fertilizerId = 0) => {
    const [row] = await api.db
      .insert(plantZones)
      .values({ userId: who.identity.Id, zoneId, plantId: plantId[botanicalName]!, fertilizerId })
      .returning({ id: plantZones.id });
    return row!.id;
  };

  return {
    get db() {
      return api.db;
    },
    plantId,
    gardener,
    send,
    ok,
    refused,
    zoneOf,
    plantIn,
  };
}
