import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import {
  aiExpertEventReader,
  type AiExpertAnswer,
  type AiExpertEvent,
  type AskAiExpertInput,
  type ErrorBody,
  type QuestionRelatedness,
} from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/database';
import { plants, plantZones, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { signedInDirectly } from './identity-fixture';
import type { Gardener } from './seeded-app';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-databases';

// Catalogue plants (reference-data/catalogue): sun, water, hardiness range.
export const LAVENDER = 'Lavandula angustifolia'; // English Lavender: Full Sun, Dry, 5a-9b
export const TOMATO = 'Solanum lycopersicum'; // Tomato: Full Sun, Medium, 3a-11b
const SUN_FULL = 6;
export const WATER = { dry: 1, medium: 3, wet: 5 };
export const ZONE_7B = 14;

/** What AskAIExpert answered: the JSON error, or the events of the stream read with the contract. */
export interface AskResult {
  status: number;
  contentType: string;
  error: ErrorBody | null;
  events: AiExpertEvent[];
  /** The text of the chunks, joined. */
  text: string;
  done: AiExpertAnswer | null;
}

function readAnswer(status: number, contentType: string, body: string): AskResult {
  if (!contentType.startsWith('text/event-stream'))
    return { status, contentType, error: JSON.parse(body) as ErrorBody, events: [], text: '', done: null };
  const reader = aiExpertEventReader();
  const events = [...reader.push(body), ...reader.end()];
  const text = events.flatMap((event) => (event.event === 'chunk' ? [event.data.Text] : [])).join('');
  const done = events.find((event) => event.event === 'done');
  return { status, contentType, error: null, events, text, done: done?.event === 'done' ? done.data : null };
}

/**
 * The app on `testDb` with the reference data seeded, its clock fixed, and `env` (read in
 * beforeAll, so a fake service's port can be in it) as its configuration; registers its
 * beforeAll/afterAll. `db` and `app` are getters: read them inside tests.
 */
export function aiExpertGarden(testDb: TestDatabase, env: () => NodeJS.ProcessEnv = () => ({})) {
  const now = new Date('2025-04-01T12:00:00Z');
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  const plantId: Record<string, number> = {};
  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig(env()), clock: () => now });
    const found = await database.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [LAVENDER, TOMATO]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db as Database, app };
  };

  let gardeners = 0;
  const gardener = () =>
    signedInDirectly(opened().db, { email: `ai-expert-${++gardeners}@example.com` }, now);

  const newYard = async (who: Gardener, name: string, hardinessZoneId: number) => {
    const [yard] = await opened()
      .db.insert(yards)
      .values({ userId: who.identity.Id, name, hardinessZoneId })
      .returning({ id: yards.id });
    return yard!.id;
  };
  const newZone = async (who: Gardener, yardId: number, name: string, sun: number, water: number) => {
    const [zone] = await opened()
      .db.insert(zones)
      .values({ userId: who.identity.Id, yardId, name, sunRequirementId: sun, waterRequirementId: water })
      .returning({ id: zones.id });
    return zone!.id;
  };
  const plant = async (who: Gardener, zoneId: number, botanicalName: string) => {
    await opened()
      .db.insert(plantZones)
      .values({ userId: who.identity.Id, zoneId, plantId: plantId[botanicalName]! });
  };

  /**
   * Yard Home in zone 7b: Zone A (full sun, dry) and Zone B (full sun, wet), with English
   * Lavender, which needs dry soil, in Zone B: it scores poor on water there, good in Zone A.
   */
  async function lavenderGarden(who: Gardener) {
    const home = await newYard(who, 'Home', ZONE_7B);
    const zoneA = await newZone(who, home, 'Zone A', SUN_FULL, WATER.dry);
    const zoneB = await newZone(who, home, 'Zone B', SUN_FULL, WATER.wet);
    await plant(who, zoneB, LAVENDER);
    return { home, zoneA, zoneB, lavender: plantId[LAVENDER]! };
  }

  async function ask(who: Gardener, body: AskAiExpertInput | Record<string, unknown>): Promise<AskResult> {
    const response = await opened().app.inject({
      method: 'POST',
      url: '/api/Plants/0/AskAIExpert/',
      headers: who.headers,
      payload: body,
    });
    return readAnswer(response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
  }

  async function related(who: Gardener, question: unknown) {
    const response = await opened().app.inject({
      method: 'POST',
      url: '/api/Plants/0/IsQuestionPlantRelated/',
      headers: who.headers,
      payload: { question },
    });
    return { status: response.statusCode, body: response.json() as QuestionRelatedness & ErrorBody };
  }

  return {
    get db() {
      return opened().db;
    },
    get app() {
      return opened().app;
    },
    now,
    plantId,
    gardener,
    newYard,
    newZone,
    plant,
    lavenderGarden,
    ask,
    related,
  };
}
