import { scorecardGarden } from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';
import { createDemoYard } from './demo-yard';

describe.each(testDatabases())('the demo yard (issue 29: a healthy garden) on $driver', (testDb) => {
  const scorecardOf = scorecardGarden(testDb);
  const { gardener, table } = scorecardOf;

  test('every plant scores good but two instructive problems: a blueberry too tender for 8a, a thirsty basil that would thrive in the sunny border', async () => {
    const me = await gardener();
    await createDemoYard(scorecardOf.db, me.identity.Id);
    const scorecard = await table(me, 0);
    expect(scorecard.Rows).toHaveLength(12);
    expect(scorecard.Yards).toEqual([
      expect.objectContaining({ YardName: 'Demo backyard', Good: 10, Borderline: 1, Poor: 1, Unknown: 0 }),
    ]);
    const notGood = scorecard.Rows.filter((row) => row.Overall.Score !== 1);
    expect(notGood.map((row) => [row.CommonName, row.Overall.Score])).toEqual([
      ['Highbush Blueberry', 0],
      ['Basil', 2],
    ]);
    const [blueberry, basil] = notGood;
    expect(blueberry!.Freeze.Direction).toBe('too-hot');
    expect(blueberry!.BetterZones).toEqual([]);
    expect(basil!.Water.Direction).toBe('too-little');
    expect(basil!.BetterZones.map((zone) => [zone.ZoneName, zone.Overall.Score])).toEqual([
      ['Sunny border', 1],
    ]);
  });
});
