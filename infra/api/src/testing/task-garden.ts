import { inArray } from 'drizzle-orm';
import type { Yard, Zone } from '@thrive/shared/contracts';
import { plants } from '../db/schema';
import type { Method } from './api-calls';
import { importCareFixture } from './care-fixture';
import { clockedApp } from './clocked-app';
import { signedInDirectly } from './identity-fixture';
import type { TestDatabase } from './test-databases';

export type TaskGardener = Awaited<ReturnType<typeof signedInDirectly>>;

/** `/UserTasks` -> `/users/{uid}/UserTasks`; a path starting with `/api/` is taken whole. */
const gardenerPath = (path: string) =>
  path.startsWith('/api/') ? path.slice('/api'.length) : `/users/{uid}${path}`;

/**
 * The app on `testDb` with the catalogue, the Raleigh and Minneapolis normals and a fixed
 * clock, and helpers to plant a Raleigh (27606) yard through the API as a gardener would.
 */
export function taskGarden(testDb: TestDatabase, now: Date) {
  const api = clockedApp(testDb, { prefix: 'task-garden', now, prepare: importCareFixture });

  /** The raw answer of one of the gardener's routes (`path` follows /api/users/{uid}). */
  const call = (who: TaskGardener, method: Method, path: string, payload?: object) =>
    api.send(who, method, gardenerPath(path), payload);
  /** A call that must succeed; its body. */
  const ok = async <T>(who: TaskGardener, method: Method, path: string, payload?: object): Promise<T> =>
    (await api.ok(who, method, gardenerPath(path), payload)) as T;

  const plantIds = async (...names: string[]) => {
    const rows = await api.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, names));
    return names.map((name) => rows.find((row) => row.name === name)!.id);
  };
  /** A Raleigh gardener with a sunny vegetable bed holding the named plants (slow-release fed). */
  async function gardenerWithBed(email: string, botanicalNames: string[]) {
    const who = await signedInDirectly(api.db, { email }, now);
    const yard = await ok<Yard>(who, 'POST', '/yard', { Name: 'Back yard', PostalCode: '27606' });
    const bed = await ok<Zone>(who, 'POST', `/createzone/${yard.Id}`, {
      Name: 'Vegetable bed',
      SunRequirementId: 6,
      WaterRequirementId: 3,
    });
    const ids = await plantIds(...botanicalNames);
    for (const plantId of ids)
      await ok(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId, fertilizerId: 2 });
    return { who, yard, bed, plantIds: ids };
  }
  return {
    get db() {
      return api.db;
    },
    call,
    ok,
    plantIds,
    gardenerWithBed,
  };
}
