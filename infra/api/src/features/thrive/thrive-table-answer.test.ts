import { eq } from 'drizzle-orm';
import { plants } from '../../db/schema';
import { forgetReferenceData } from '../common/reference-cache';
import { testDatabases } from '../../testing/test-databases';
import { BLUEBERRY, HOSTA, scorecardGarden, SUN, TOMATO, WATER } from '../../testing/scorecard-garden';

/** Hardiness zone 3a: colder than a highbush blueberry (4a-7b) can stand. */
const ZONE_3A = 5;

describe.each(testDatabases())('the ThriveTable answer on the wire on $driver', (testDb) => {
  const scorecard = scorecardGarden(testDb);
  const { plantId, gardener, thriveTable, table, newYard, newZone, plant, garden } = scorecard;

  test("each plant's names travel once, however many zones it grows in; rows are arrays of ids and scores", async () => {
    const me = await gardener();
    const g = await garden(me);
    const { answer } = await thriveTable(me, 0);
    // Issue 17: each plant's picture once too; none has a photo, so its drawing.
    const drawing = (id: number | undefined) =>
      expect.stringMatching(new RegExp(`^/api/Plants/${id}/Illustration\\.svg\\?v=[\\w-]{8}$`));
    expect(answer.Plants).toEqual([
      [plantId[BLUEBERRY], 'Highbush Blueberry', BLUEBERRY, drawing(plantId[BLUEBERRY])],
      [plantId[HOSTA], 'Hosta', HOSTA, drawing(plantId[HOSTA])],
      [plantId[TOMATO], 'Tomato', TOMATO, drawing(plantId[TOMATO])],
    ]);
    // PlantZoneId, PlantId, ZoneId, FertilizerId, sun and way, water and way, freeze and way, overall, BetterZones.
    expect(answer.Rows.find((row) => row[0] === g.plants.tomatoSunny)).toEqual([
      g.plants.tomatoSunny,
      plantId[TOMATO],
      g.zones.sunny,
      1,
      ...[1, 0, 1, 0, 1, 0, 1],
      [],
    ]);
    const text = JSON.stringify(answer);
    expect(text.split(TOMATO)).toHaveLength(2); // three rows, one mention
    expect(text).not.toContain('Tooltip');
  });

  test("a way is where the zone lies against the plant's range: 1 above (too much, too hot), -1 below (too little, too cold)", async () => {
    const me = await gardener();
    const g = await garden(me);
    const frosty = await newYard(me, 'Frosty', ZONE_3A);
    const blueberryFrosty = await plant(
      me,
      await newZone(me, frosty, 'Bed', SUN.fullSun, WATER.medium),
      BLUEBERRY,
    );
    const { answer } = await thriveTable(me, 0);
    const factors = (plantZoneId: number) => answer.Rows.find((row) => row[0] === plantZoneId)!.slice(4, 10);
    // [sun, way, water, way, freeze, way]
    expect(factors(g.plants.hostaBog)).toEqual([0, 1, 0, 1, 1, 0]);
    expect(factors(g.plants.tomatoShade)).toEqual([0, -1, 1, 0, 1, 0]);
    expect(factors(g.plants.blueberryCabin)).toEqual([0, -1, 1, 0, 0, 1]);
    expect(factors(blueberryFrosty)).toEqual([1, 0, 1, 0, 0, -1]);
    expect(factors(g.plants.tomatoPots)).toEqual([1, 0, 1, 0, -1, 0]);
  });

  test('zones of other yards that rows suggest are named in OtherZones, and only those', async () => {
    const me = await gardener();
    const g = await garden(me);
    const home = await thriveTable(me, g.yards.home);
    // The hosta in the sunny border would thrive in the Cabin's shade; nothing suggests the Patio.
    expect(home.answer.OtherZones).toEqual([
      { ZoneId: g.zones.cabinShade, ZoneName: 'Cabin shade', YardId: g.yards.cabin, YardName: 'Cabin' },
    ]);
    expect(home.answer.Rows.find((row) => row[0] === g.plants.hostaSunny)![11]).toEqual([
      [g.zones.shade, 1],
      [g.zones.cabinShade, 1],
    ]);
    // Every yard's table names every zone in Zones already.
    expect((await thriveTable(me, 0)).answer.OtherZones).toEqual([]);
  });

  test("plants' names are reference data: read from memory, and read again once the data is seeded", async () => {
    const me = await gardener();
    const g = await garden(me);
    const tomatoName = async () =>
      (await table(me, 0)).Rows.find((row) => row.PlantZoneId === g.plants.tomatoSunny)!.CommonName;
    expect(await tomatoName()).toBe('Tomato');
    const rename = (commonName: string) =>
      scorecard.db.update(plants).set({ commonName }).where(eq(plants.id, plantId[TOMATO]!));
    try {
      await rename('Garden tomato');
      expect(await tomatoName()).toBe('Tomato');
      forgetReferenceData(scorecard.db); // what a seed does when it is done
      expect(await tomatoName()).toBe('Garden tomato');
    } finally {
      await rename('Tomato');
      forgetReferenceData(scorecard.db);
    }
  });
});
