import { PLANT_NOTES_MAX_LENGTH, type PlantDetails } from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { eq } from 'drizzle-orm';
import { favoritePlants, images, plants } from '../../db/schema';
import { plantDetailsApp } from '../../testing/plant-details-app';
import { GOOD, HOSTA, OVERALL, SUN, TOMATO } from '../../testing/scorecard-garden';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { signedMediaUrl as signed } from '../../testing/photo-fixture';
import { storedIllustrationAddress } from '../../testing/plant-pictures';

describe.each(testDatabases())('plant details (SPEC §7 Plants) on $driver', (testDb) => {
  const app = plantDetailsApp(testDb, 'plant-details');
  const { plantId, gardener, send, ok, refused, zoneOf, plantIn } = app;
  const details = (who: Gardener, id: number, query = ''): Promise<PlantDetails> =>
    ok(who, 'GET', `/Users/{uid}/Plant/${id}/${query}`);

  describe('GET Users/{uid}/Plant/{id}/', () => {
    test('names every reference id, gives sizes in inches and the flower times; nothing marked yet', async () => {
      const me = await gardener();
      expect(await details(me, plantId[HOSTA]!)).toEqual({
        Id: plantId[HOSTA],
        CommonName: 'Hosta',
        BotanicalName: HOSTA,
        OtherNames: ['Plantain Lily', 'Funkia'],
        Description: expect.stringMatching(/^Shade garden staple/),
        CategoryId: 5,
        CategoryName: 'Perennials',
        Lifecycle: 'perennial',
        SunRequirementId: 3,
        SunRequirementName: 'Part Shade',
        AltSunRequirementId: 1,
        AltSunRequirementName: 'Full Shade',
        WaterRequirementId: 3,
        WaterRequirementName: 'Medium',
        ZoneLowId: 5,
        ZoneLowName: '3a',
        ZoneHighId: 18,
        ZoneHighName: '9b',
        BloomColors: ['lavender', 'white'],
        FlowerTimes: [
          { Id: 3, Name: 'Early Summer' },
          { Id: 4, Name: 'Late Summer' },
        ],
        AdultHeight: { Min: 6, Max: 36, Unit: 'in' },
        AdultSpread: { Min: 12, Max: 60, Unit: 'in' },
        GrowthRate: 'Moderate',
        LeafRetention: 'Herbaceous (dies back)',
        Effort: 'Low',
        Images: [],
        // Issue 17: the generated drawing, shown while the gardener has no photo of it.
        Illustration: await storedIllustrationAddress(app.db, plantId[HOSTA]!),
        IsFavorite: false,
        Notes: '',
        LastSeenAt: null,
        ZoneScore: null,
        Weed: null,
      });
    });

    test('issue 28: a weed of the curated catalogue is marked with its status and the curated plants to plant instead', async () => {
      const me = await gardener();
      const named = async (botanicalName: string) => {
        const [row] = await app.db
          .select({ Id: plants.id, CommonName: plants.commonName })
          .from(plants)
          .where(eq(plants.botanicalName, botanicalName));
        return row!;
      };
      const ivy = await named('Hedera helix');
      expect((await details(me, ivy.Id)).Weed).toEqual({
        Status: 'noxious',
        // lists/invasive-plants.json's order: the vine first, then the groundcovers.
        Instead: [
          await named('Parthenocissus quinquefolia'),
          await named('Pachysandra procumbens'),
          await named('Asarum canadense'),
        ],
      });
      expect((await details(me, (await named('Vinca minor')).Id)).Weed?.Status).toBe('invasive');
    });

    test('issue 28: an imported weed is marked by the status stored on it, with no plant instead when the list names none', async () => {
      const me = await gardener();
      const [weed] = await app.db
        .insert(plants)
        .values({
          commonName: 'Johnsongrass',
          botanicalName: 'Sorghum halepense',
          categoryId: 7, // grasses
          lifecycle: 'perennial',
          source: 'usda-plants',
          weedStatus: 'noxious',
        })
        .returning({ id: plants.id });
      try {
        expect((await details(me, weed!.id)).Weed).toEqual({ Status: 'noxious', Instead: [] });
      } finally {
        await app.db.delete(plants).where(eq(plants.id, weed!.id));
      }
    });

    test("shows the gardener's own photos of the plant, newest first, and their favorite mark only", async () => {
      const me = await gardener();
      const other = await gardener();
      const photo = (who: Gardener, key: string, createdAt: string) => ({
        userId: who.identity.Id,
        plantId: plantId[TOMATO]!,
        storageKey: `plants/${key}.jpg`,
        thumbnailKey: `plants/${key}-thumb.jpg`,
        contentType: 'image/jpeg',
        width: 10,
        height: 10,
        createdAt: new Date(createdAt),
      });
      const [older, newer] = await app.db
        .insert(images)
        .values([
          photo(me, `${me.identity.Id}-older`, '2024-05-01T00:00:00Z'),
          photo(me, `${me.identity.Id}-newer`, '2024-06-01T00:00:00Z'),
          photo(other, `${other.identity.Id}-theirs`, '2024-07-01T00:00:00Z'),
        ])
        .returning({ id: images.id });
      await app.db.insert(favoritePlants).values({ userId: me.identity.Id, plantId: plantId[TOMATO]! });

      const mine = await details(me, plantId[TOMATO]!);
      expect(mine.Images).toEqual([
        {
          Id: newer!.id,
          Url: expect.stringMatching(signed(`plants/${me.identity.Id}-newer.jpg`)),
          Thumbnail: expect.stringMatching(signed(`plants/${me.identity.Id}-newer-thumb.jpg`)),
        },
        {
          Id: older!.id,
          Url: expect.stringMatching(signed(`plants/${me.identity.Id}-older.jpg`)),
          Thumbnail: expect.stringMatching(signed(`plants/${me.identity.Id}-older-thumb.jpg`)),
        },
      ]);
      expect(mine.IsFavorite).toBe(true);
      const theirs = await details(other, plantId[TOMATO]!);
      expect(theirs.Images.map((image) => image.Url)).toEqual([
        expect.stringMatching(signed(`plants/${other.identity.Id}-theirs.jpg`)),
      ]);
      expect(theirs.IsFavorite).toBe(false);
    });

    test('zid scores the plant in that zone of the gardener, with the plant-zone where it grows there', async () => {
      const me = await gardener();
      const sunny = await zoneOf(me);
      const shade = await zoneOf(me, SUN.partShade);
      const growing = await plantIn(me, sunny.zoneId, HOSTA);

      expect(
        (await details(me, plantId[HOSTA]!, `?zid=${sunny.zoneId}&lat=45.5&lng=-122.6`)).ZoneScore,
      ).toEqual({
        ZoneId: sunny.zoneId,
        ZoneName: 'Bed',
        YardId: sunny.yardId,
        YardName: 'Home',
        PlantZoneId: growing,
        Sun: { Score: 0, Direction: 'too-much', Tooltip: THRIVE_TOOLTIPS.sun.tooMuch },
        Water: GOOD.Water,
        Freeze: GOOD.Freeze,
        // A shade plant in full sun: two sun classes off its range (DESIGN §7).
        Overall: OVERALL.poor,
      });
      expect((await details(me, plantId[HOSTA]!, `?zid=${shade.zoneId}`)).ZoneScore).toMatchObject({
        ZoneId: shade.zoneId,
        PlantZoneId: 0,
        ...GOOD,
      });
      expect((await details(me, plantId[HOSTA]!, '?zid=0')).ZoneScore).toBeNull();
    });

    test("another gardener's zone is 404 as an unknown zone is", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const { zoneId } = await zoneOf(owner);
      await plantIn(owner, zoneId, HOSTA);
      expect(await refused(intruder, 'GET', `/Users/{uid}/Plant/${plantId[HOSTA]}/?zid=${zoneId}`)).toEqual({
        status: 404,
        body: { message: `There is no zone ${zoneId}.` },
      });
      expect(await refused(intruder, 'GET', `/Users/{uid}/Plant/${plantId[HOSTA]}/?zid=999999`)).toEqual({
        status: 404,
        body: { message: 'There is no zone 999999.' },
      });
    });

    test('an unknown plant is 404; bad ids, zones and coordinates are 400 naming the field', async () => {
      const me = await gardener();
      expect(await refused(me, 'GET', '/Users/{uid}/Plant/999999/')).toEqual({
        status: 404,
        body: { message: 'There is no plant 999999.' },
      });
      for (const [path, field] of [
        ['/Users/{uid}/Plant/abc/', 'params.id'],
        ['/Users/{uid}/Plant/0/', 'params.id'],
        [`/Users/{uid}/Plant/${plantId[HOSTA]}/?zid=-1`, 'querystring.zid'],
        [`/Users/{uid}/Plant/${plantId[HOSTA]}/?lat=95`, 'querystring.lat'],
      ] as const) {
        const { status, body } = await refused(me, 'GET', path);
        expect([path, status, Object.keys(body.fields ?? {})]).toEqual([path, 400, [field]]);
      }
    });

    test("another gardener's uid in the path is refused (403)", async () => {
      const me = await gardener();
      const other = await gardener();
      const response = await send(me, 'GET', `/Users/${other.identity.Id}/Plant/${plantId[HOSTA]}/`);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('PATCH Users/{uid}/PlantView/{id}/', () => {
    test('records the view; the details then report it as last seen, for that gardener only', async () => {
      const me = await gardener();
      const other = await gardener();
      const first = await ok(me, 'PATCH', `/Users/{uid}/PlantView/${plantId[HOSTA]}/`, {
        Latitude: 45.52,
        Longitude: -122.68,
      });
      expect(new Date(first.LastSeenAt).toISOString()).toBe(first.LastSeenAt);
      expect((await details(me, plantId[HOSTA]!)).LastSeenAt).toBe(first.LastSeenAt);
      expect((await details(other, plantId[HOSTA]!)).LastSeenAt).toBeNull();

      const second = await ok(me, 'PATCH', `/Users/{uid}/PlantView/${plantId[HOSTA]}/`, {});
      expect(second.LastSeenAt >= first.LastSeenAt).toBe(true);
      expect((await details(me, plantId[HOSTA]!)).LastSeenAt).toBe(second.LastSeenAt);
    });

    test('an unknown plant is 404 and coordinates out of range are 400', async () => {
      const me = await gardener();
      expect((await refused(me, 'PATCH', '/Users/{uid}/PlantView/999999/', {})).status).toBe(404);
      const bad = await refused(me, 'PATCH', `/Users/{uid}/PlantView/${plantId[HOSTA]}/`, { Latitude: 100 });
      expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['body.Latitude']]);
    });
  });

  describe('POST Users/{uid}/PlantNotes/{id}/', () => {
    test("saves, replaces and (with '') deletes the gardener's notes; another gardener never sees them", async () => {
      const me = await gardener();
      const other = await gardener();
      const path = `/Users/{uid}/PlantNotes/${plantId[TOMATO]}/`;
      const saved = await ok(me, 'POST', path, { Notes: '  Planted by the fence.  ' });
      expect(saved).toEqual({ Notes: 'Planted by the fence.', UpdatedAt: expect.any(String) });
      expect((await details(me, plantId[TOMATO]!)).Notes).toBe('Planted by the fence.');
      expect((await details(other, plantId[TOMATO]!)).Notes).toBe('');

      await ok(other, 'POST', path, { Notes: 'Mine are in pots.' });
      expect((await ok(me, 'POST', path, { Notes: 'Moved to the bed.' })).Notes).toBe('Moved to the bed.');
      expect((await details(me, plantId[TOMATO]!)).Notes).toBe('Moved to the bed.');
      expect((await details(other, plantId[TOMATO]!)).Notes).toBe('Mine are in pots.');

      expect(await ok(me, 'POST', path, { Notes: '' })).toEqual({ Notes: '', UpdatedAt: null });
      expect((await details(me, plantId[TOMATO]!)).Notes).toBe('');
      expect((await details(other, plantId[TOMATO]!)).Notes).toBe('Mine are in pots.');
    });

    test('notes too long or missing are 400; an unknown plant is 404', async () => {
      const me = await gardener();
      const path = `/Users/{uid}/PlantNotes/${plantId[TOMATO]}/`;
      expect(await refused(me, 'POST', path, { Notes: 'x'.repeat(PLANT_NOTES_MAX_LENGTH + 1) })).toEqual({
        status: 400,
        body: {
          message: `Notes must be at most ${PLANT_NOTES_MAX_LENGTH} characters.`,
          fields: { 'body.Notes': `Notes must be at most ${PLANT_NOTES_MAX_LENGTH} characters.` },
        },
      });
      expect((await refused(me, 'POST', path, {})).status).toBe(400);
      expect(await refused(me, 'POST', '/Users/{uid}/PlantNotes/999999/', { Notes: 'Hi' })).toEqual({
        status: 404,
        body: { message: 'There is no plant 999999.' },
      });
    });
  });
});
