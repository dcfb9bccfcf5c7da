import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Yard, Zone } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { plants } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { importCareFixture } from './care-fixture';
import { signedInDirectly } from './identity-fixture';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TaskGardener = Awaited<ReturnType<typeof signedInDirectly>>;

/**
 * An app on `testDb` with the catalogue, the Raleigh and Minneapolis normals and a fixed
 * clock, and helpers to plant a Raleigh (27606) yard through the API as a gardener would.
 */
export function taskGarden(testDb: TestDatabase, now: Date) {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    await importCareFixture(database.db);
    app = await buildApp({ database, config: testConfig(), clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('Use the garden inside a test.');
    return { db: database.db, app };
  };

  /**
   * The raw answer of one of the gardener's routes: `path` follows /api/users/{uid}, or, when
   * it starts with `/api/`, is the whole path (SPEC writes some plant calls `Users/{uid}/...`).
   */
  const call = (who: TaskGardener, method: Method, path: string, payload?: object) =>
    opened().app.inject({
      method,
      url: path.startsWith('/api/') ? path : `/api/users/${who.identity.Id}${path}`,
      headers: who.headers,
      payload,
    });
  /** A call that must succeed; its body. */
  async function ok<T>(who: TaskGardener, method: Method, path: string, payload?: object): Promise<T> {
    const response = await call(who, method, path, payload);
    expect(`${method} ${path}: ${response.statusCode} ${response.body}`).toMatch(/: 200 /);
    return response.json() as T;
  }
  const plantIds = async (...names: string[]) => {
    const rows = await opened()
      .db.select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, names));
    return names.map((name) => rows.find((row) => row.name === name)!.id);
  };
  /** A Raleigh gardener with a sunny vegetable bed holding the named plants (slow-release fed). */
  async function gardenerWithBed(email: string, botanicalNames: string[]) {
    const who = await signedInDirectly(opened().db, { email }, now);
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
      return opened().db;
    },
    get app() {
      return opened().app;
    },
    call,
    ok,
    plantIds,
    gardenerWithBed,
  };
}
