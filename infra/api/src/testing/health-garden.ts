import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlantHealthRequest } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { images, plants, plantZones, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { memoryMediaStorage, type MemoryMediaStorage } from '../features/media/memory-media-storage';
import { apiCalls } from './api-calls';
import { signedInDirectly } from './identity-fixture';
import { jpegPhoto, photoForm } from './photo-fixture';
import type { Gardener } from './seeded-app';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

// Catalogue plants (reference-data/catalogue): sun / alt sun, water, hardiness range.
export const LAVENDER = 'Lavandula angustifolia'; // English Lavender: Full Sun, Dry, 5a-9b
export const TOMATO = 'Solanum lycopersicum'; // Tomato: Full Sun, Medium, 3a-11b

// Reference list ids: sun 1 Full Shade .. 6 Full Sun; water 1 Dry .. 5 Wet; hardiness 1 = 1a .. 14 = 7b.
export const SUN = { partShade: 3, fullSun: 6 };
export const WATER = { dry: 1, medium: 3, wet: 5 };
export const HARDINESS = { zone4a: 7, zone7b: 14 };

export interface BedSpec {
  yard?: string;
  hardinessZoneId?: number;
  zone: string;
  sun: number;
  water: number;
  plant: string;
}

/**
 * The app on `testDb` for the plant health assessment (registers its beforeAll/afterAll):
 * the reference data seeded, photos in memory, a fixed clock, and the environment `env()`
 * gives (read in beforeAll, so a fake service started before can be named in it). Gardens
 * are planted straight into the database; photos go up through the upload call.
 */
export function healthGarden(
  testDb: TestDatabase,
  { now, env = () => ({}) }: { now: Date; env?: () => NodeJS.ProcessEnv },
) {
  const storage: MemoryMediaStorage = memoryMediaStorage();
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig(env()), clock: () => now, storage });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db, app };
  };
  const calls = apiCalls(() => opened().app);

  let gardeners = 0;
  const gardener = () => signedInDirectly(opened().db, { email: `health-${++gardeners}@example.com` }, now);

  const plantIdOf = async (botanicalName: string) => {
    const [plant] = await opened()
      .db.select({ id: plants.id })
      .from(plants)
      .where(inArray(plants.botanicalName, [botanicalName]));
    if (!plant) throw new Error(`${botanicalName} is not in the catalogue`);
    return plant.id;
  };

  /** A yard with one zone and one plant in it: the plant-zone id. */
  const bed = async (who: Gardener, spec: BedSpec) => {
    const db: Database = opened().db;
    const [yard] = await db
      .insert(yards)
      .values({
        userId: who.identity.Id,
        name: spec.yard ?? 'Home',
        hardinessZoneId: spec.hardinessZoneId ?? HARDINESS.zone7b,
      })
      .returning({ id: yards.id });
    const [zone] = await db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name: spec.zone,
        sunRequirementId: spec.sun,
        waterRequirementId: spec.water,
      })
      .returning({ id: zones.id });
    const [planted] = await db
      .insert(plantZones)
      .values({ userId: who.identity.Id, zoneId: zone!.id, plantId: await plantIdOf(spec.plant) })
      .returning({ id: plantZones.id });
    return planted!.id;
  };

  /** A photo uploaded by the gardener: its id and the bytes kept in storage. */
  const photo = async (who: Gardener) => {
    const response = await opened().app.inject({
      method: 'POST',
      url: '/api/upload/0/uploadFile/',
      headers: who.headers,
      payload: photoForm([{ name: 'sick-leaf.jpg', bytes: await jpegPhoto() }]),
    });
    expect(`${response.statusCode} ${response.body}`).toMatch(/^200 /);
    const id = (response.json() as { Images: { Id: number }[] }).Images[0]!.Id;
    const [row] = await opened()
      .db.select({ storageKey: images.storageKey })
      .from(images)
      .where(eq(images.id, id));
    const stored = await storage.get(row!.storageKey);
    return { id, bytes: stored!.body };
  };

  /** POST Plants/0/RunHealthAssessment/ as the gardener. */
  const assess = (who: Gardener, body: PlantHealthRequest | object) =>
    calls.send(who, 'POST', '/Plants/0/RunHealthAssessment/', body);

  return {
    get db(): Database {
      return opened().db;
    },
    storage,
    gardener,
    plantIdOf,
    bed,
    photo,
    assess,
    ...calls,
  };
}
