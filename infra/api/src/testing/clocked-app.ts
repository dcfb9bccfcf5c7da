import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { plants, plantZones, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { apiCalls } from './api-calls';
import { signedInDirectly } from './identity-fixture';
import type { Gardener } from './seeded-app';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

/**
 * The app on `testDb` with the reference data seeded and its clock fixed at `now` (registers
 * its beforeAll/afterAll): gardeners signed in at `now`, calls to any API path ({uid} is
 * the caller's id) and gardens planted straight into the database. `db` and `app` are
 * getters: read them inside tests.
 */
export function clockedApp(
  testDb: TestDatabase,
  {
    prefix,
    now,
    prepare,
    env = {},
  }: {
    prefix: string;
    now: Date;
    prepare?: (db: Database) => Promise<void>;
    /** Configuration variables of the app (loadApiConfig), e.g. a provider's. */
    env?: NodeJS.ProcessEnv;
  },
) {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    await prepare?.(database.db);
    app = await buildApp({ database, config: testConfig(env), clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db, app };
  };

  let gardeners = 0;
  const gardener = () =>
    signedInDirectly(opened().db, { email: `${prefix}-${++gardeners}@example.com` }, now);

  const { send, ok, refused } = apiCalls(() => opened().app);

  const plantNamed = async (botanicalName: string) => {
    const [plant] = await opened()
      .db.select({ id: plants.id, commonName: plants.commonName })
      .from(plants)
      .where(eq(plants.botanicalName, botanicalName));
    if (!plant) throw new Error(`${botanicalName} is not in the catalogue`);
    return plant;
  };
  /** A yard with one zone named `zoneName`, growing the plants given (plant-zone ids in order). */
  const garden = async (who: Gardener, zoneName: string, plantIds: number[]) => {
    const db: Database = opened().db;
    const userId = who.identity.Id;
    const [yard] = await db.insert(yards).values({ userId, name: 'Home' }).returning({ id: yards.id });
    const [zone] = await db
      .insert(zones)
      .values({ userId, yardId: yard!.id, name: zoneName })
      .returning({ id: zones.id });
    const planted = plantIds.length
      ? await db
          .insert(plantZones)
          .values(plantIds.map((plantId) => ({ userId, zoneId: zone!.id, plantId })))
          .returning({ id: plantZones.id })
      : [];
    return { yardId: yard!.id, zoneId: zone!.id, plantZoneIds: planted.map((row) => row.id) };
  };

  return {
    get db(): Database {
      return opened().db;
    },
    get app(): FastifyInstance {
      return opened().app;
    },
    gardener,
    send,
    ok,
    refused,
    plantNamed,
    garden,
  };
}
