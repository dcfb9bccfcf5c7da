import { inArray } from 'drizzle-orm';
import { type Design } from '@thrive/shared/landscape';
import { plants, yards, zones } from '../db/schema';
import { signedInDirectly } from './identity-fixture';
import { BLUEBERRY, HOSTA, SUN, TOMATO, WATER, ZONE_7B } from './scorecard-garden';
import { seededApp, type Gardener } from './seeded-app';
import type { TestDatabase } from './test-databases';

/** The example bed: 12 ft by 4 ft, 6 in of soil, 3 in of mulch, plants a foot apart. */
export const TWELVE_BY_FOUR = {
  Name: 'Front border',
  SunRequirementId: SUN.fullSun,
  WaterRequirementId: WATER.medium,
  LengthFt: 12,
  WidthFt: 4,
  SoilDepth: 6,
  SoilNeeded: true,
  MulchDepth: 3,
  MulchNeeded: true,
  AvgPlantSpacing: 12,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The app on `testDb` (registers its beforeAll/afterAll) with helpers for the landscape
 * design calls, which live under /api/LandscapeDesign rather than /api/users/{uid}.
 * `plantId` (botanical name -> catalogue id) is filled in beforeAll.
 */
export function designFixture(testDb: TestDatabase) {
  const api = seededApp(testDb);
  const plantId: Record<string, number> = {};
  beforeAll(async () => {
    const found = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [HOSTA, TOMATO, BLUEBERRY]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });

  let gardeners = 0;
  const gardener = () =>
    signedInDirectly(api.db, { email: `designer-${++gardeners}@example.com`, firstname: 'Rose' });
  const send = (who: Gardener, method: Method, path: string, payload?: object) =>
    api.app.inject({ method, url: `/api${path}`, headers: who.headers, payload });
  const ok = async (who: Gardener, method: Method, path: string, payload?: object) => {
    const response = await send(who, method, path, payload);
    expect(
      `${method} ${path}: ${response.statusCode} ${response.statusCode === 200 ? '' : response.body}`,
    ).toBe(`${method} ${path}: 200 `);
    return response.json();
  };
  const create = (who: Gardener, fields: object = TWELVE_BY_FOUR, styleId = 0): Promise<Design> =>
    ok(who, 'POST', `/LandscapeDesign/${styleId}/User/0/`, fields);
  const status = async (who: Gardener, method: Method, path: string, payload?: object) => {
    const response = await send(who, method, path, payload);
    return [response.statusCode, response.json().message];
  };

  const yardWithZone = async (who: Gardener, hardinessZoneId = ZONE_7B) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: 'Home', hardinessZoneId })
      .returning({ id: yards.id });
    const [zone] = await api.db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name: 'Sunny border',
        sunRequirementId: SUN.fullSun,
        waterRequirementId: WATER.medium,
      })
      .returning({ id: zones.id });
    return { yardId: yard!.id, zoneId: zone!.id };
  };

  return { api, plantId, gardener, send, ok, create, status, yardWithZone };
}
