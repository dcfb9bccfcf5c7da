import type { ZonePlant } from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { eq } from 'drizzle-orm';
import { images, yardMembers } from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import { signedMediaUrl as signed } from '../../testing/photo-fixture';
import { storedIllustrationAddress } from '../../testing/plant-pictures';
import type { Gardener } from '../../testing/seeded-app';
import {
  BALANCED_FERTILIZER,
  GOOD,
  HOSTA,
  OVERALL,
  scorecardGarden,
  TOMATO,
} from '../../testing/scorecard-garden';

const T = THRIVE_TOOLTIPS;

describe.each(testDatabases())('the Thrive Scorecard (SPEC §5, §7, §8) on $driver', (testDb) => {
  const scorecard = scorecardGarden(testDb);
  const { plantId, gardener, call, ok, garden } = scorecard;

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
      await scorecard.db.insert(images).values([
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
        // Signed: the files are private (media-url-signer.ts).
        Thumbnail: expect.stringMatching(signed(`thrive/${me.identity.Id}-new-thumb.jpg`)),
        FertilizerId: 0,
        FertilizerName: '',
        Sun: { Score: 0, Direction: 'too-much', Tooltip: T.sun.tooMuch },
        Water: GOOD.Water,
        Freeze: GOOD.Freeze,
        // A shade plant in full sun, two sun classes off its range (DESIGN §7).
        Overall: OVERALL.poor,
      });
      expect(list[2]).toMatchObject({
        // No photo of the gardener's own (the other gardener's is not used): its drawing (issue 17).
        Thumbnail: await storedIllustrationAddress(scorecard.db, plantId[TOMATO]!),
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

    test("every plant of every yard includes, after the gardener's own, the plants of the yards shared with them (the owner's rows and pictures)", async () => {
      const owner = await gardener();
      const member = await gardener();
      const shared = await garden(owner);
      const own = await garden(member);
      await scorecard.db.insert(images).values({
        userId: owner.identity.Id,
        plantId: plantId[HOSTA]!,
        storageKey: `thrive/${owner.identity.Id}-hosta.jpg`,
        thumbnailKey: `thrive/${owner.identity.Id}-hosta-thumb.jpg`,
        contentType: 'image/jpeg',
        width: 10,
        height: 10,
      });
      // Shared as a viewer: reading every plant is a reading call.
      await scorecard.db
        .insert(yardMembers)
        .values({ yardId: shared.yards.home, userId: member.identity.Id, role: 'viewer' });

      const all: ZonePlant[] = await ok(member, 'GET', '/ZonePlants/0?yid=0');
      expect(all).toHaveLength(7 + 5);
      expect(all.slice(0, 7).every((plant) => plant.YardId !== shared.yards.home)).toBe(true);
      expect(all.slice(0, 7).map((plant) => plant.Id)).toContain(own.plants.hostaSunny);
      const sharedRows = all.slice(7);
      expect(sharedRows.map((p) => [p.YardId, p.ZoneName, p.CommonName])).toEqual([
        [shared.yards.home, 'Sunny border', 'Highbush Blueberry'],
        [shared.yards.home, 'Sunny border', 'Hosta'],
        [shared.yards.home, 'Sunny border', 'Tomato'],
        [shared.yards.home, 'Shade bed', 'Tomato'],
        [shared.yards.home, 'Bog', 'Hosta'],
      ]);
      expect(sharedRows[1]).toMatchObject({
        Id: shared.plants.hostaSunny,
        Thumbnail: expect.stringMatching(signed(`thrive/${owner.identity.Id}-hosta-thumb.jpg`)),
      });
      // The owner's other yard is not shared: none of its plants.
      expect(all.some((plant) => plant.ZoneId === shared.zones.pots)).toBe(false);
      // The owner's own list is theirs alone.
      expect(await ok(owner, 'GET', '/ZonePlants/0?yid=0')).toHaveLength(7);

      await scorecard.db.delete(yardMembers).where(eq(yardMembers.userId, member.identity.Id));
      expect(await ok(member, 'GET', '/ZonePlants/0?yid=0')).toHaveLength(7);
    });

    test("a yid of another gardener's yard is 404 as an unknown yid is, and lists nothing of theirs", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const g = await garden(owner);
      const refused = await call(intruder, 'GET', `/ZonePlants/0?yid=${g.yards.home}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^There is no yard \d+\.$/) });
      const unknown = await call(intruder, 'GET', '/ZonePlants/0?yid=999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no yard 999999.');
      expect((await call(intruder, 'GET', `/ZonePlants/${g.zones.sunny}`)).statusCode).toBe(404);
      expect(await ok(intruder, 'GET', '/ZonePlants/0?yid=0')).toEqual([]);
    });
  });
});
