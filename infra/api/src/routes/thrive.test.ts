import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type {
  BetterZone,
  PlantZoneScore,
  ThriveOverall,
  ThriveRow,
  ThriveTable,
  ZonePlant,
} from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { images, plants, plantZones, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInDirectly } from '../testing/identity-fixture';

type Gardener = Awaited<ReturnType<typeof signedInDirectly>>;

// Catalogue plants (reference-data/catalogue): sun / alt sun, water, hardiness range.
const HOSTA = 'Hosta spp.'; // Part Shade / Mostly Shade, Medium, 3a-9b
const TOMATO = 'Solanum lycopersicum'; // Full Sun, Medium, 3a-11b
const BLUEBERRY = 'Vaccinium corymbosum'; // Full Sun / Part Sun, Medium, 4a-7b

// Reference list ids: sun 1 Full Shade .. 6 Full Sun; water 1 Dry .. 5 Wet; hardiness 14 = 7b.
const SUN = { fullShade: 1, mostlyShade: 2, partShade: 3, partSun: 4, fullSun: 6 };
const WATER = { dry: 1, dryToMedium: 2, medium: 3, mediumToWet: 4, wet: 5 };
const ZONE_7B = 14;
const ZONE_8A = 15;
const NOT_KNOWN = 0;
const BALANCED_FERTILIZER = 1;

const T = THRIVE_TOOLTIPS;
const GOOD = {
  Sun: { Score: 1, Direction: null, Tooltip: T.sun.good },
  Water: { Score: 1, Direction: null, Tooltip: T.water.good },
  Freeze: { Score: 1, Direction: null, Tooltip: T.freeze.good },
  Overall: { Score: 1, Tooltip: T.overall.good },
};
const OVERALL: Record<'good' | 'borderline' | 'poor' | 'unknown', ThriveOverall> = {
  good: { Score: 1, Tooltip: T.overall.good },
  borderline: { Score: 2, Tooltip: T.overall.borderline },
  poor: { Score: 0, Tooltip: T.overall.poor },
  unknown: { Score: -1, Tooltip: T.unknown },
};

describe.each(testDatabases())('the Thrive Scorecard (SPEC §5, §7, §8) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const plantId: Record<string, number> = {};

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig() });
    const found = await database.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [HOSTA, TOMATO, BLUEBERRY]));
    for (const plant of found) plantId[plant.name] = plant.id;
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  let gardeners = 0;
  const gardener = () => signedInDirectly(database.db, { email: `thrive-${++gardeners}@example.com` });

  const call = (who: Gardener, method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api/users/${who.identity.Id}${path}`, headers: who.headers, payload });
  const ok = async (who: Gardener, method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await call(who, method, path, payload);
    expect(`${path}: ${response.statusCode}`).toBe(`${path}: 200`);
    return response.json();
  };

  const newYard = async (who: Gardener, name: string, hardinessZoneId: number) => {
    const [yard] = await database.db
      .insert(yards)
      .values({ userId: who.identity.Id, name, hardinessZoneId })
      .returning({ id: yards.id });
    return yard!.id;
  };
  const newZone = async (who: Gardener, yardId: number, name: string, sun: number, water: number) => {
    const [zone] = await database.db
      .insert(zones)
      .values({ userId: who.identity.Id, yardId, name, sunRequirementId: sun, waterRequirementId: water })
      .returning({ id: zones.id });
    return zone!.id;
  };
  const plant = async (who: Gardener, zoneId: number, botanicalName: string, fertilizerId = 0) => {
    const [row] = await database.db
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
  type Garden = Awaited<ReturnType<typeof garden>>;

  const better = (g: Garden, ...names: ('sunny' | 'shade' | 'cabinShade')[]): BetterZone[] =>
    names.map((name) => ({
      ZoneId: g.zones[name],
      ZoneName: { sunny: 'Sunny border', shade: 'Shade bed', cabinShade: 'Cabin shade' }[name],
      YardId: name === 'cabinShade' ? g.yards.cabin : g.yards.home,
      YardName: name === 'cabinShade' ? 'Cabin' : 'Home',
      Overall: OVERALL.good,
    }));

  const rowOf = (table: ThriveTable, plantZoneId: number) =>
    table.Rows.find((row) => row.PlantZoneId === plantZoneId)!;

  describe('ThriveTable', () => {
    test('a row per plant-zone, by yard (newest first), zone and common name, scored where it grows', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table: ThriveTable = await ok(me, 'GET', '/ThriveTable/0');
      expect(table.Rows.map((row) => [row.YardName, row.ZoneName, row.CommonName])).toEqual([
        ['Patio', 'Pots', 'Tomato'],
        ['Cabin', 'Cabin shade', 'Highbush Blueberry'],
        ['Home', 'Sunny border', 'Highbush Blueberry'],
        ['Home', 'Sunny border', 'Hosta'],
        ['Home', 'Sunny border', 'Tomato'],
        ['Home', 'Shade bed', 'Tomato'],
        ['Home', 'Bog', 'Hosta'],
      ]);
      expect(rowOf(table, g.plants.tomatoSunny)).toEqual({
        PlantZoneId: g.plants.tomatoSunny,
        PlantId: plantId[TOMATO],
        CommonName: 'Tomato',
        BotanicalName: TOMATO,
        ZoneId: g.zones.sunny,
        ZoneName: 'Sunny border',
        YardId: g.yards.home,
        YardName: 'Home',
        FertilizerId: 1,
        ...GOOD,
        BetterZones: [],
      });
    });

    test('a shade plant in full sun has too much sun and is borderline; the shade zones are suggested, same yard first', async () => {
      const me = await gardener();
      const g = await garden(me);
      const hosta = rowOf(await ok(me, 'GET', '/ThriveTable/0'), g.plants.hostaSunny);
      expect(hosta).toMatchObject({
        Sun: { Score: 0, Direction: 'too-much', Tooltip: 'This Zone has too much sun for this plant.' },
        Water: GOOD.Water,
        Freeze: GOOD.Freeze,
        Overall: {
          Score: 2,
          Tooltip:
            'This plant may struggle in this Zone. Either consider relocating it or be prepared to give it extra attention',
        },
      });
      // The Cabin is listed before Home, but a zone in the plant's own yard comes first.
      expect(hosta.BetterZones).toEqual(better(g, 'shade', 'cabinShade'));
    });

    test('too much sun and too much water is poor; a sun plant in shade has too little sun', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table: ThriveTable = await ok(me, 'GET', '/ThriveTable/0');
      expect(rowOf(table, g.plants.hostaBog)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-much', Tooltip: T.sun.tooMuch },
        Water: { Score: 0, Direction: 'too-much', Tooltip: 'This Zone has too much water for this plant' },
        Freeze: GOOD.Freeze,
        Overall: { Score: 0, Tooltip: 'This plant will struggle in this Zone. Consider re-locating it' },
        BetterZones: better(g, 'shade', 'cabinShade'),
      });
      expect(rowOf(table, g.plants.tomatoShade)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-little', Tooltip: 'This Zone has too little sun for this plant' },
        Overall: OVERALL.borderline,
        BetterZones: better(g, 'sunny'),
      });
    });

    test('a plant hardy to 7b is too hot in 8a, which makes it poor whatever its sun and water', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table: ThriveTable = await ok(me, 'GET', '/ThriveTable/0');
      expect(rowOf(table, g.plants.blueberryCabin)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-little', Tooltip: T.sun.tooLittle },
        Water: GOOD.Water,
        Freeze: { Score: 0, Direction: 'too-hot', Tooltip: 'This Zone is too hot for this plant.' },
        Overall: OVERALL.poor,
        BetterZones: [{ ...better(g, 'sunny')[0] }],
      });
      expect(rowOf(table, g.plants.blueberrySunny)).toMatchObject({ ...GOOD, BetterZones: [] });
    });

    test('a yard without a hardiness zone scores freeze unknown, so the overall is unknown', async () => {
      const me = await gardener();
      const g = await garden(me);
      const tomato = rowOf(await ok(me, 'GET', '/ThriveTable/0'), g.plants.tomatoPots);
      expect(tomato).toMatchObject({
        Sun: GOOD.Sun,
        Water: GOOD.Water,
        Freeze: {
          Score: -1,
          Direction: null,
          Tooltip: 'There is insufficient information to calculate this value.',
        },
        Overall: OVERALL.unknown,
        BetterZones: better(g, 'sunny'),
      });
    });

    test('zone and yard summaries count good, borderline, poor and unknown plants, empty zones too', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table: ThriveTable = await ok(me, 'GET', '/ThriveTable/0');
      const counts = (Good: number, Borderline: number, Poor: number, Unknown: number) => ({
        Good,
        Borderline,
        Poor,
        Unknown,
      });
      expect(table.Zones).toEqual([
        {
          ZoneId: g.zones.pots,
          ZoneName: 'Pots',
          YardId: g.yards.patio,
          SunRequirementId: SUN.fullSun,
          WaterRequirementId: WATER.medium,
          ...counts(0, 0, 0, 1),
        },
        {
          ZoneId: g.zones.cabinShade,
          ZoneName: 'Cabin shade',
          YardId: g.yards.cabin,
          SunRequirementId: SUN.partShade,
          WaterRequirementId: WATER.medium,
          ...counts(0, 0, 1, 0),
        },
        expect.objectContaining({ ZoneId: g.zones.sunny, ...counts(2, 1, 0, 0) }),
        expect.objectContaining({ ZoneId: g.zones.shade, ...counts(0, 1, 0, 0) }),
        expect.objectContaining({ ZoneId: g.zones.bog, ...counts(0, 0, 1, 0) }),
        {
          ZoneId: g.zones.newBed,
          ZoneName: 'New bed',
          YardId: g.yards.home,
          SunRequirementId: SUN.partSun,
          WaterRequirementId: WATER.dryToMedium,
          ...counts(0, 0, 0, 0),
        },
      ]);
      expect(table.Yards).toEqual([
        { YardId: g.yards.patio, YardName: 'Patio', HardinessZoneId: NOT_KNOWN, ...counts(0, 0, 0, 1) },
        { YardId: g.yards.cabin, YardName: 'Cabin', HardinessZoneId: ZONE_8A, ...counts(0, 0, 1, 0) },
        { YardId: g.yards.home, YardName: 'Home', HardinessZoneId: ZONE_7B, ...counts(2, 2, 1, 0) },
      ]);
    });

    test("one yard's table has only its rows, zones and yard, but suggests zones of the other yards", async () => {
      const me = await gardener();
      const g = await garden(me);
      const table: ThriveTable = await ok(me, 'GET', `/ThriveTable/${g.yards.home}`);
      expect(new Set(table.Rows.map((row) => row.YardId))).toEqual(new Set([g.yards.home]));
      expect(table.Rows).toHaveLength(5);
      expect(table.Zones.map((zone) => zone.ZoneName)).toEqual([
        'Sunny border',
        'Shade bed',
        'Bog',
        'New bed',
      ]);
      expect(table.Yards.map((yard) => yard.YardName)).toEqual(['Home']);
      expect(rowOf(table, g.plants.hostaSunny).BetterZones).toEqual(better(g, 'shade', 'cabinShade'));
    });

    test('when no zone would be good, the zones that rank better are suggested, best first and at most 3', async () => {
      const me = await gardener();
      const home = await newYard(me, 'Home', ZONE_7B);
      await newZone(me, home, 'Dry sun', SUN.fullSun, WATER.dry); // poor for a hosta: not better
      const wetShade = await newZone(me, home, 'Wet shade', SUN.fullShade, WATER.wet);
      const shadyDry = await newZone(me, home, 'Shady and dry', SUN.partShade, WATER.dry);
      const sunnyMoist = await newZone(me, home, 'Sunny and moist', SUN.fullSun, WATER.medium);
      const balcony = await newYard(me, 'Balcony', NOT_KNOWN); // listed before Home
      await newZone(me, balcony, 'Pots', SUN.partShade, WATER.medium); // unknown: after borderline
      const planter = await newZone(me, balcony, 'Planter', SUN.mostlyShade, WATER.mediumToWet);
      const hosta = await plant(me, wetShade, HOSTA);

      const row = rowOf(await ok(me, 'GET', '/ThriveTable/0'), hosta);
      expect(row).toMatchObject({
        Sun: { Score: 0, Direction: 'too-little' },
        Water: { Score: 0, Direction: 'too-much' },
        Overall: OVERALL.poor,
      });
      const zone = (ZoneId: number, ZoneName: string, YardId: number, YardName: string) => ({
        ZoneId,
        ZoneName,
        YardId,
        YardName,
        Overall: OVERALL.borderline,
      });
      expect(row.BetterZones).toEqual([
        zone(shadyDry, 'Shady and dry', home, 'Home'),
        zone(sunnyMoist, 'Sunny and moist', home, 'Home'),
        zone(planter, 'Planter', balcony, 'Balcony'),
      ]);
    });

    test('moving a plant to another zone (its zone_id) moves its row, its scores and the counts', async () => {
      const me = await gardener();
      const g = await garden(me);
      await database.db
        .update(plantZones)
        .set({ zoneId: g.zones.shade })
        .where(eq(plantZones.id, g.plants.hostaSunny));
      const table: ThriveTable = await ok(me, 'GET', `/ThriveTable/${g.yards.home}`);
      expect(rowOf(table, g.plants.hostaSunny)).toMatchObject({
        ZoneId: g.zones.shade,
        ZoneName: 'Shade bed',
        ...GOOD,
        BetterZones: [],
      });
      const zoneCounts = (id: number) => table.Zones.find((zone) => zone.ZoneId === id);
      expect(zoneCounts(g.zones.sunny)).toMatchObject({ Good: 2, Borderline: 0 });
      expect(zoneCounts(g.zones.shade)).toMatchObject({ Good: 1, Borderline: 1 });
    });

    test("another gardener's yard is refused (403) and an unknown one is 404; a gardener with nothing gets empty lists", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'GET', `/ThriveTable/${g.yards.home}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This yard belongs to another gardener.');
      expect((await call(intruder, 'GET', '/ThriveTable/999999')).statusCode).toBe(404);
      expect(await ok(intruder, 'GET', '/ThriveTable/0')).toEqual({ Rows: [], Zones: [], Yards: [] });
    });
  });

  describe('ZonePlants', () => {
    test("a zone's plants by common name with scores, fertilizer name and the gardener's newest photo", async () => {
      const me = await gardener();
      const other = await gardener();
      const g = await garden(me);
      const photo = (who: Gardener, name: string, key: string, createdAt: Date) => ({
        userId: who.identity.Id,
        plantId: plantId[name]!,
        storageKey: `${key}.jpg`,
        thumbnailKey: `${key}-thumb.jpg`,
        contentType: 'image/jpeg',
        width: 10,
        height: 10,
        createdAt,
      });
      await database.db.insert(images).values([
        photo(me, HOSTA, `thrive/${me.identity.Id}-old`, new Date('2024-05-01T00:00:00Z')),
        photo(me, HOSTA, `thrive/${me.identity.Id}-new`, new Date('2024-06-01T00:00:00Z')),
        // Another gardener's photo of a tomato is not this gardener's to show.
        photo(other, TOMATO, `thrive/${other.identity.Id}-tomato`, new Date('2024-06-01T00:00:00Z')),
      ]);

      const list: ZonePlant[] = await ok(me, 'GET', `/ZonePlants/${g.zones.sunny}`);
      expect(list.map((p) => p.CommonName)).toEqual(['Highbush Blueberry', 'Hosta', 'Tomato']);
      expect(list[1]).toEqual({
        Id: g.plants.hostaSunny,
        ZoneId: g.zones.sunny,
        ZoneName: 'Sunny border',
        YardId: g.yards.home,
        PlantId: plantId[HOSTA],
        CommonName: 'Hosta',
        BotanicalName: HOSTA,
        Thumbnail: `/media/thrive/${me.identity.Id}-new-thumb.jpg`,
        FertilizerId: 0,
        FertilizerName: '',
        Sun: { Score: 0, Direction: 'too-much', Tooltip: T.sun.tooMuch },
        Water: GOOD.Water,
        Freeze: GOOD.Freeze,
        Overall: OVERALL.borderline,
      });
      expect(list[2]).toMatchObject({
        Thumbnail: '',
        FertilizerId: BALANCED_FERTILIZER,
        FertilizerName: 'Balanced all-purpose (10-10-10)',
        ...GOOD,
      });
    });

    test('zone 0 lists every plant of yard yid, or of every yard when yid is 0', async () => {
      const me = await gardener();
      const g = await garden(me);
      const home: ZonePlant[] = await ok(me, 'GET', `/ZonePlants/0?yid=${g.yards.home}`);
      expect(home.map((p) => [p.ZoneName, p.CommonName])).toEqual([
        ['Sunny border', 'Highbush Blueberry'],
        ['Sunny border', 'Hosta'],
        ['Sunny border', 'Tomato'],
        ['Shade bed', 'Tomato'],
        ['Bog', 'Hosta'],
      ]);
      const all: ZonePlant[] = await ok(me, 'GET', '/ZonePlants/0?yid=0');
      expect(all).toHaveLength(7);
      expect(all[0]).toMatchObject({ ZoneName: 'Pots', Overall: OVERALL.unknown });
      expect(await ok(me, 'GET', `/ZonePlants/${g.zones.newBed}`)).toEqual([]);
    });

    test("a yid of another gardener's yard is refused (403) and lists nothing of theirs; an unknown yid is 404", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'GET', `/ZonePlants/0?yid=${g.yards.home}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This yard belongs to another gardener.' });
      const unknown = await call(intruder, 'GET', '/ZonePlants/0?yid=999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no yard 999999.');
      expect((await call(intruder, 'GET', `/ZonePlants/${g.zones.sunny}`)).statusCode).toBe(403);
      expect(await ok(intruder, 'GET', '/ZonePlants/0?yid=0')).toEqual([]);
    });
  });

  describe('PlantThriveScorecard', () => {
    test("one plant scored in each of the gardener's zones, best first, with the plant-zone where it grows", async () => {
      const me = await gardener();
      const g = await garden(me);
      const scores: PlantZoneScore[] = await ok(me, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[HOSTA],
      });
      expect(scores.map((s) => [s.ZoneName, s.Overall.Score, s.PlantZoneId])).toEqual([
        ['Cabin shade', 1, 0],
        ['Shade bed', 1, 0],
        ['Pots', 2, 0],
        ['Sunny border', 2, g.plants.hostaSunny],
        ['Bog', 0, g.plants.hostaBog],
        ['New bed', 0, 0],
      ]);
      expect(scores.find((s) => s.ZoneId === g.zones.newBed)).toEqual({
        ZoneId: g.zones.newBed,
        ZoneName: 'New bed',
        YardId: g.yards.home,
        YardName: 'Home',
        PlantZoneId: 0,
        Sun: { Score: 0, Direction: 'too-much', Tooltip: T.sun.tooMuch },
        Water: {
          Score: 0,
          Direction: 'too-little',
          Tooltip: 'This Zone has too little water for this plant',
        },
        Freeze: GOOD.Freeze,
        Overall: OVERALL.poor,
      });
    });

    test("YardId limits the scorecard to that yard's zones", async () => {
      const me = await gardener();
      const g = await garden(me);
      const cabin: PlantZoneScore[] = await ok(me, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[BLUEBERRY],
        YardId: g.yards.cabin,
      });
      expect(cabin).toEqual([
        {
          ZoneId: g.zones.cabinShade,
          ZoneName: 'Cabin shade',
          YardId: g.yards.cabin,
          YardName: 'Cabin',
          PlantZoneId: g.plants.blueberryCabin,
          Sun: { Score: 0, Direction: 'too-little', Tooltip: T.sun.tooLittle },
          Water: GOOD.Water,
          Freeze: { Score: 0, Direction: 'too-hot', Tooltip: T.freeze.tooHot },
          Overall: OVERALL.poor,
        },
      ]);
      const home: PlantZoneScore[] = await ok(me, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[HOSTA],
        YardId: g.yards.home,
      });
      expect(home.map((s) => s.ZoneName)).toEqual(['Shade bed', 'Sunny border', 'Bog', 'New bed']);
    });

    test('an unknown plant is a 400 naming the field', async () => {
      const me = await gardener();
      await garden(me);
      const unknown = await call(me, 'POST', '/PlantThriveScorecard', { PlantId: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'There is no plant 999999.',
        fields: { 'body.PlantId': 'There is no plant 999999.' },
      });
      const none = await call(me, 'POST', '/PlantThriveScorecard', { PlantId: 0 });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toEqual({ 'body.PlantId': 'Choose a plant.' });
    });

    test("a YardId of another gardener's yard is refused (403) and scores nothing of theirs; an unknown one is 404", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[HOSTA],
        YardId: g.yards.home,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This yard belongs to another gardener.' });
      const unknown = await call(intruder, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[HOSTA],
        YardId: 999999,
      });
      expect(unknown.statusCode).toBe(404);
      expect(await ok(intruder, 'POST', '/PlantThriveScorecard', { PlantId: plantId[HOSTA] })).toEqual([]);
    });
  });

  test('every row of the table has the scores PlantThriveScorecard gives for its plant and zone', async () => {
    const me = await gardener();
    await garden(me);
    const table: ThriveTable = await ok(me, 'GET', '/ThriveTable/0');
    for (const row of table.Rows) {
      const scores: PlantZoneScore[] = await ok(me, 'POST', '/PlantThriveScorecard', {
        PlantId: row.PlantId,
      });
      const here = scores.find((s) => s.ZoneId === row.ZoneId)!;
      const pick = ({ Sun, Water, Freeze, Overall }: ThriveRow | PlantZoneScore) => ({
        Sun,
        Water,
        Freeze,
        Overall,
      });
      expect(pick(here)).toEqual(pick(row));
      expect(here.PlantZoneId).toBe(row.PlantZoneId);
    }
  });
});
