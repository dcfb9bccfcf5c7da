import { eq } from 'drizzle-orm';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { plantZones } from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import {
  better,
  GOOD,
  HOSTA,
  NOT_KNOWN,
  OVERALL,
  rowOf,
  scorecardGarden,
  SUN,
  TOMATO,
  WATER,
  ZONE_7B,
  ZONE_8A,
} from '../../testing/scorecard-garden';

const T = THRIVE_TOOLTIPS;

describe.each(testDatabases())('the Thrive Scorecard (SPEC §5, §7, §8) on $driver', (testDb) => {
  const scorecard = scorecardGarden(testDb);
  const { plantId, gardener, call, table: tableOf, thriveTable, newYard, newZone, plant, garden } = scorecard;

  describe('ThriveTable', () => {
    test('a row per plant-zone, by yard (newest first), zone and common name, scored where it grows', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table = await tableOf(me, 0);
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
        // Issue 17: no photo of it, so its drawing, at an address that changes with it.
        Thumbnail: expect.stringMatching(
          new RegExp(`^/api/Plants/${plantId[TOMATO]}/Illustration\\.svg\\?v=[\\w-]{8}$`),
        ),
        ZoneId: g.zones.sunny,
        ZoneName: 'Sunny border',
        YardId: g.yards.home,
        YardName: 'Home',
        FertilizerId: 1,
        ...GOOD,
        BetterZones: [],
      });
    });

    test('overall score: sun two or more classes away -> poor: a shade plant in full sun; the shade zones are suggested, same yard first', async () => {
      const me = await gardener();
      const g = await garden(me);
      const hosta = rowOf(await tableOf(me, 0), g.plants.hostaSunny);
      expect(hosta).toMatchObject({
        Sun: { Score: 0, Direction: 'too-much', Tooltip: 'This Zone has too much sun for this plant.' },
        Water: GOOD.Water,
        Freeze: GOOD.Freeze,
        Overall: { Score: 0, Tooltip: 'This plant will struggle in this Zone. Consider re-locating it' },
      });
      // The Cabin is listed before Home, but a zone in the plant's own yard comes first.
      expect(hosta.BetterZones).toEqual(better(g, 'shade', 'cabinShade'));
    });

    test('overall score: sun and water both poor -> poor; a sun plant in part shade has too little sun, two classes off, and is poor', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table = await tableOf(me, 0);
      expect(rowOf(table, g.plants.hostaBog)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-much', Tooltip: T.sun.tooMuch },
        Water: { Score: 0, Direction: 'too-much', Tooltip: 'This Zone has too much water for this plant' },
        Freeze: GOOD.Freeze,
        Overall: { Score: 0, Tooltip: 'This plant will struggle in this Zone. Consider re-locating it' },
        BetterZones: better(g, 'shade', 'cabinShade'),
      });
      expect(rowOf(table, g.plants.tomatoShade)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-little', Tooltip: 'This Zone has too little sun for this plant' },
        Overall: OVERALL.poor,
        BetterZones: better(g, 'sunny'),
      });
    });

    test('overall score: exactly one of sun and water poor -> borderline: a tomato one class off, in part sun', async () => {
      const me = await gardener();
      const home = await newYard(me, 'Home', ZONE_7B);
      const partSun = await newZone(me, home, 'Part sun', SUN.partSun, WATER.medium);
      const sunny = await newZone(me, home, 'Sunny', SUN.fullSun, WATER.medium);
      const tomato = await plant(me, partSun, TOMATO);
      expect(rowOf(await tableOf(me, 0), tomato)).toMatchObject({
        Sun: { Score: 0, Direction: 'too-little' },
        Water: GOOD.Water,
        Overall: OVERALL.borderline,
        BetterZones: [expect.objectContaining({ ZoneId: sunny, Overall: OVERALL.good })],
      });
    });

    test('a plant hardy to 7b is too hot in 8a, which makes it poor whatever its sun and water', async () => {
      const me = await gardener();
      const g = await garden(me);
      const table = await tableOf(me, 0);
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
      const tomato = rowOf(await tableOf(me, 0), g.plants.tomatoPots);
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
      const table = await tableOf(me, 0);
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
        expect.objectContaining({ ZoneId: g.zones.sunny, ...counts(2, 0, 1, 0) }),
        expect.objectContaining({ ZoneId: g.zones.shade, ...counts(0, 0, 1, 0) }),
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
        { YardId: g.yards.home, YardName: 'Home', HardinessZoneId: ZONE_7B, ...counts(2, 0, 3, 0) },
      ]);
    });

    test("one yard's table has only its rows, zones and yard, but suggests zones of the other yards", async () => {
      const me = await gardener();
      const g = await garden(me);
      const table = await tableOf(me, g.yards.home);
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
      // A hosta (part to full shade, medium water) is poor in full sun, whatever the water.
      await newZone(me, home, 'Sunny and moist', SUN.fullSun, WATER.medium); // poor: not better
      const wetSun = await newZone(me, home, 'Wet sun', SUN.fullSun, WATER.wet);
      const shadyDry = await newZone(me, home, 'Shady and dry', SUN.partShade, WATER.dry);
      const moistPartSun = await newZone(me, home, 'Moist part sun', SUN.partSun, WATER.medium);
      const balcony = await newYard(me, 'Balcony', NOT_KNOWN); // listed before Home
      await newZone(me, balcony, 'Pots', SUN.partShade, WATER.medium); // unknown: after borderline
      const planter = await newZone(me, balcony, 'Planter', SUN.mostlyShade, WATER.mediumToWet);
      const hosta = await plant(me, wetSun, HOSTA);

      const row = rowOf(await tableOf(me, 0), hosta);
      expect(row).toMatchObject({
        Sun: { Score: 0, Direction: 'too-much' },
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
        zone(moistPartSun, 'Moist part sun', home, 'Home'),
        zone(planter, 'Planter', balcony, 'Balcony'),
      ]);
    });

    test('moving a plant to another zone (its zone_id) moves its row, its scores and the counts', async () => {
      const me = await gardener();
      const g = await garden(me);
      await scorecard.db
        .update(plantZones)
        .set({ zoneId: g.zones.shade })
        .where(eq(plantZones.id, g.plants.hostaSunny));
      const table = await tableOf(me, g.yards.home);
      expect(rowOf(table, g.plants.hostaSunny)).toMatchObject({
        ZoneId: g.zones.shade,
        ZoneName: 'Shade bed',
        ...GOOD,
        BetterZones: [],
      });
      const zoneCounts = (id: number) => table.Zones.find((zone) => zone.ZoneId === id);
      expect(zoneCounts(g.zones.sunny)).toMatchObject({ Good: 2, Borderline: 0, Poor: 0 });
      expect(zoneCounts(g.zones.shade)).toMatchObject({ Good: 1, Poor: 1 });
    });

    test("another gardener's yard is 404 like an unknown one; a gardener with nothing gets empty lists", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'GET', `/ThriveTable/${g.yards.home}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(`There is no yard ${g.yards.home}.`);
      expect((await call(intruder, 'GET', '/ThriveTable/999999')).statusCode).toBe(404);
      expect((await thriveTable(intruder, 0)).answer).toEqual({
        Plants: [],
        Rows: [],
        Zones: [],
        Yards: [],
        OtherZones: [],
      });
    });
  });
});
