import { inArray } from 'drizzle-orm';
import {
  readThriveTable,
  thriveTableAnswerSchema,
  type BetterZone,
  type ThriveOverall,
  type ThriveTable,
  type ThriveTableAnswer,
} from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { plants, plantZones, yards, zones } from '../db/schema';
import { signedInDirectly } from './identity-fixture';
import { seededApp, type Gardener } from './seeded-app';
import type { TestDatabase } from './test-databases';

// Catalogue plants (reference-data/catalogue): sun / alt sun, water, hardiness range.
export const HOSTA = 'Hosta spp.'; // Part Shade / Full Shade, Medium, 3a-9b
export const TOMATO = 'Solanum lycopersicum'; // Full Sun, Medium, 3a-11b
export const BLUEBERRY = 'Vaccinium corymbosum'; // Full Sun / Part Sun, Medium, 4a-7b

// Reference list ids: sun 1 Full Shade .. 6 Full Sun; water 1 Dry .. 5 Wet; hardiness 14 = 7b.
export const SUN = { fullShade: 1, mostlyShade: 2, partShade: 3, partSun: 4, fullSun: 6 };
export const WATER = { dry: 1, dryToMedium: 2, medium: 3, mediumToWet: 4, wet: 5 };
export const ZONE_7B = 14;
export const ZONE_8A = 15;
export const NOT_KNOWN = 0;
export const BALANCED_FERTILIZER = 1;

const T = THRIVE_TOOLTIPS;
export const GOOD = {
  Sun: { Score: 1, Direction: null, Tooltip: T.sun.good },
  Water: { Score: 1, Direction: null, Tooltip: T.water.good },
  Freeze: { Score: 1, Direction: null, Tooltip: T.freeze.good },
  Overall: { Score: 1, Tooltip: T.overall.good },
};
export const OVERALL: Record<'good' | 'borderline' | 'poor' | 'unknown', ThriveOverall> = {
  good: { Score: 1, Tooltip: T.overall.good },
  borderline: { Score: 2, Tooltip: T.overall.borderline },
  poor: { Score: 0, Tooltip: T.overall.poor },
  unknown: { Score: -1, Tooltip: T.unknown },
};

/**
 * The app on `testDb` (registers its beforeAll/afterAll) with helpers that plant gardens
 * straight into the database, so the Thrive Scorecard calls have something to score.
 * `plantId` (botanical name -> catalogue id) is filled in beforeAll.
 */
export function scorecardGarden(testDb: TestDatabase) {
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
  const gardener = () => signedInDirectly(api.db, { email: `thrive-${++gardeners}@example.com` });

  const ok = async (who: Gardener, method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await api.call(who, method, path, payload);
    expect(`${path}: ${response.statusCode}`).toBe(`${path}: 200`);
    return response.json();
  };

  /**
   * GET ThriveTable/{yardId}: the answer as sent (checked against its contract) and as the
   * app reads it.
   */
  const thriveTable = async (who: Gardener, yardId: number) => {
    const answer: ThriveTableAnswer = thriveTableAnswerSchema.parse(
      await ok(who, 'GET', `/ThriveTable/${yardId}`),
    );
    return { answer, table: readThriveTable(answer) };
  };
  /** The ThriveTable of a yard (0: every yard) as the app reads it. */
  const table = async (who: Gardener, yardId: number): Promise<ThriveTable> =>
    (await thriveTable(who, yardId)).table;

  const newYard = async (who: Gardener, name: string, hardinessZoneId: number) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name, hardinessZoneId })
      .returning({ id: yards.id });
    return yard!.id;
  };
  const newZone = async (who: Gardener, yardId: number, name: string, sun: number, water: number) => {
    const [zone] = await api.db
      .insert(zones)
      .values({ userId: who.identity.Id, yardId, name, sunRequirementId: sun, waterRequirementId: water })
      .returning({ id: zones.id });
    return zone!.id;
  };
  const plant = async (who: Gardener, zoneId: number, botanicalName: string, fertilizerId = 0) => {
    const [row] = await api.db
      .insert(plantZones)
      .values({ userId: who.identity.Id, zoneId, plantId: plantId[botanicalName]!, fertilizerId })
      .returning({ id: plantZones.id });
    return row!.id;
  };

  /**
   * Three yards listed newest first (Patio, Cabin, Home): Home in 7b with a sunny, a shady,
   * a wet and an empty zone; Cabin in 8a with a shady zone; Patio with no hardiness zone yet.
   */
  async function garden(who: Gardener) {
    const home = await newYard(who, 'Home', ZONE_7B);
    const sunny = await newZone(who, home, 'Sunny border', SUN.fullSun, WATER.medium);
    const shade = await newZone(who, home, 'Shade bed', SUN.partShade, WATER.medium);
    const bog = await newZone(who, home, 'Bog', SUN.fullSun, WATER.wet);
    const newBed = await newZone(who, home, 'New bed', SUN.partSun, WATER.dryToMedium);
    const cabin = await newYard(who, 'Cabin', ZONE_8A);
    const cabinShade = await newZone(who, cabin, 'Cabin shade', SUN.partShade, WATER.medium);
    const patio = await newYard(who, 'Patio', NOT_KNOWN);
    const pots = await newZone(who, patio, 'Pots', SUN.fullSun, WATER.medium);
    return {
      yards: { home, cabin, patio },
      zones: { sunny, shade, bog, newBed, cabinShade, pots },
      plants: {
        hostaSunny: await plant(who, sunny, HOSTA),
        tomatoSunny: await plant(who, sunny, TOMATO, BALANCED_FERTILIZER),
        blueberrySunny: await plant(who, sunny, BLUEBERRY),
        tomatoShade: await plant(who, shade, TOMATO),
        hostaBog: await plant(who, bog, HOSTA),
        blueberryCabin: await plant(who, cabinShade, BLUEBERRY),
        tomatoPots: await plant(who, pots, TOMATO),
      },
    };
  }

  return {
    get db() {
      return api.db;
    },
    call: api.call,
    plantId,
    gardener,
    ok,
    thriveTable,
    table,
    newYard,
    newZone,
    plant,
    garden,
  };
}

export type Garden = Awaited<ReturnType<ReturnType<typeof scorecardGarden>['garden']>>;

export const better = (g: Garden, ...names: ('sunny' | 'shade' | 'cabinShade')[]): BetterZone[] =>
  names.map((name) => ({
    ZoneId: g.zones[name],
    ZoneName: { sunny: 'Sunny border', shade: 'Shade bed', cabinShade: 'Cabin shade' }[name],
    YardId: name === 'cabinShade' ? g.yards.cabin : g.yards.home,
    YardName: name === 'cabinShade' ? 'Cabin' : 'Home',
    Overall: OVERALL.good,
  }));

export const rowOf = (table: ThriveTable, plantZoneId: number) =>
  table.Rows.find((row) => row.PlantZoneId === plantZoneId)!;
