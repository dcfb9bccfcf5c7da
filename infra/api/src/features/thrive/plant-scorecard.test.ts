import type { PlantZoneScore, ThriveRow } from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { testDatabases } from '../../testing/test-databases';
import { BLUEBERRY, GOOD, HOSTA, OVERALL, scorecardGarden } from '../../testing/scorecard-garden';

const T = THRIVE_TOOLTIPS;

describe.each(testDatabases())('the Thrive Scorecard (SPEC §5, §7, §8) on $driver', (testDb) => {
  const { plantId, gardener, call, ok, table: tableOf, garden } = scorecardGarden(testDb);

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
        // Full sun is two sun classes off a hosta's range: poor, whatever else (DESIGN §7).
        ['Pots', 0, 0],
        ['Sunny border', 0, g.plants.hostaSunny],
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

    test("a YardId of another gardener's yard is 404 as an unknown one is, and scores nothing of theirs", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'POST', '/PlantThriveScorecard', {
        PlantId: plantId[HOSTA],
        YardId: g.yards.home,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^There is no yard \d+\.$/) });
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
    const table = await tableOf(me, 0);
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
