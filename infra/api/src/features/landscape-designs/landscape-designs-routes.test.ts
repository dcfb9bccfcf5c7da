import { eq } from 'drizzle-orm';
import {
  DESIGN_NAME_REQUIRED,
  DESIGN_SUN_REQUIRED,
  type Design,
  type DesignPage,
} from '@thrive/shared/landscape';
import { landscapeStylePlants, landscapeStyles, plantZones, users, yards } from '../../db/schema';
import {
  BALANCED_FERTILIZER,
  BLUEBERRY,
  HOSTA,
  SUN,
  TOMATO,
  WATER,
  ZONE_7B,
} from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';
import { designFixture, TWELVE_BY_FOUR } from '../../testing/design-fixture';

describe.each(testDatabases())('landscape designs (SPEC §3, §5, §7 Landscape) on $driver', (testDb) => {
  const { api, plantId, gardener, send, ok, create, status, yardWithZone } = designFixture(testDb);
  let styles = 0;

  describe('create, read, update, delete', () => {
    test('POST .../User/0/ stores every field and computes the SPEC §5 figures itself', async () => {
      const me = await gardener();
      // Figures sent by the client are dropped: the server computes them.
      const design = await create(me, {
        ...TWELVE_BY_FOUR,
        AreaFt: 999,
        TotalPlantsRequired: 1,
        BloomTime: 'June',
      });
      expect(design).toMatchObject({
        Name: 'Front border',
        StyleId: 0,
        ZoneId: 0,
        AreaFt: 48,
        AreaIn: 0,
        SoilVolume: 24,
        MulchVolume: 12,
        TotalPlantsRequired: 48,
        SoilUnit: 'in',
        BloomTime: 'June',
        IrrigationTypeInstalledNeeded: -1,
        EdgingTypeInstalledNeeded: -1,
        Plants: [],
      });
      expect(design.Materials.map((row) => [row.Kind, row.Amount, row.Bags])).toEqual([
        ['soil', 24, 12],
        ['mulch', 12, 6],
      ]);
      expect(await ok(me, 'GET', `/LandscapeDesign/${design.Id}/User/`)).toEqual(design);
    });

    test('SPEC §5 design validation flags Name and SunRequirementId as required (400 with the field)', async () => {
      const me = await gardener();
      const noName = await send(me, 'POST', '/LandscapeDesign/0/User/0/', { ...TWELVE_BY_FOUR, Name: '  ' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({
        message: DESIGN_NAME_REQUIRED,
        fields: { 'body.Name': DESIGN_NAME_REQUIRED },
      });
      const noSun = await send(me, 'POST', '/LandscapeDesign/0/User/0/', {
        ...TWELVE_BY_FOUR,
        SunRequirementId: 0,
      });
      expect(noSun.statusCode).toBe(400);
      expect(noSun.json()).toMatchObject({
        message: DESIGN_SUN_REQUIRED,
        fields: { 'body.SunRequirementId': DESIGN_SUN_REQUIRED },
      });
      expect(
        await status(me, 'POST', '/LandscapeDesign/0/User/0/', { ...TWELVE_BY_FOUR, LengthIn: 12 }),
      ).toEqual([400, 'The length inches must be 0 to 11.']);
      expect(
        (
          await status(me, 'POST', '/LandscapeDesign/0/User/0/', { ...TWELVE_BY_FOUR, AvgPlantSpacing: 0.5 })
        )[0],
      ).toBe(400);
      expect(
        (await status(me, 'POST', '/LandscapeDesign/0/User/0/', { ...TWELVE_BY_FOUR, SoilUnit: 'yd' }))[0],
      ).toBe(400);
      expect((await status(me, 'POST', '/LandscapeDesign/abc/User/0/', TWELVE_BY_FOUR))[0]).toBe(400);
      expect(await status(me, 'POST', '/LandscapeDesign/999999/User/0/', TWELVE_BY_FOUR)).toEqual([
        404,
        'There is no landscape style 999999.',
      ]);
    });

    test('PUT .../User/{designId}/ saves every field and recomputes the figures', async () => {
      const me = await gardener();
      const design = await create(me);
      const saved: Design = await ok(me, 'PUT', `/LandscapeDesign/0/User/${design.Id}/`, {
        ...TWELVE_BY_FOUR,
        Name: 'Back border',
        LengthIn: 6,
        SoilDepth: 10.16,
        SoilUnit: 'cm',
        AvgPlantSpacing: 18,
        EdgingType: 2,
        EdgingTypeInstalledNeeded: 1,
        EdgingSide: 3,
        EdgingNeededFt: 12,
        EdgingNeededIn: 6,
        EdgingArea: 12.5,
        IrrigationType: 1,
        IrrigationTypeInstalledNeeded: 0,
        BloomColors: '#ff0000,#ffffff',
        BloomColorsNames: 'Red,White',
        OtherMaterials: 'Stepping stones',
      });
      // 150 in by 48 in = 7200 sq in; 4 in of soil (10.16 cm) = 16.67 cu ft; 7200 / 18^2 = 22 plants.
      expect(saved).toMatchObject({
        Id: design.Id,
        Name: 'Back border',
        AreaFt: 50,
        AreaIn: 0,
        SoilUnit: 'cm',
        TotalPlantsRequired: 22,
        EdgingSide: 3,
        EdgingArea: 12.5,
        BloomColorsNames: 'Red,White',
      });
      expect(saved.SoilVolume).toBeCloseTo(16.67, 2);
      expect(saved.Materials.map((row) => row.Kind)).toEqual(['soil', 'mulch', 'edging', 'other']);
      expect(
        (
          await status(me, 'PUT', `/LandscapeDesign/0/User/${design.Id}/`, { ...TWELVE_BY_FOUR, Name: '' })
        )[0],
      ).toBe(400);
      expect(
        (
          await status(me, 'PUT', `/LandscapeDesign/0/User/${design.Id}/`, {
            ...TWELVE_BY_FOUR,
            SunRequirementId: 0,
          })
        )[0],
      ).toBe(400);
      expect((await status(me, 'PUT', '/LandscapeDesign/0/User/999999/', TWELVE_BY_FOUR))[0]).toBe(404);
    });

    test("another gardener's design answers 404 as an unknown one does, wherever it is named, on every design call", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const design = await create(owner);
      const { zoneId } = await yardWithZone(intruder);
      const calls: [
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        path: (id: number) => string,
        body?: object,
      ][] = [
        ['GET', (id) => `/LandscapeDesign/${id}/User/`],
        ['PUT', (id) => `/LandscapeDesign/0/User/${id}/`, TWELVE_BY_FOUR],
        ['DELETE', (id) => `/LandscapeDesign/${id}/UserList/0/`],
        ['GET', (id) => `/LandscapeDesign/${id}/PlantSearch/`],
        [
          'GET',
          (id) =>
            `/LandscapeDesign/${intruder.identity.Id}/TogglePlantLandscape/${plantId[HOSTA]}?designId=${id}`,
        ],
        ['POST', (id) => `/LandscapeDesign/${id}/CopyPlantsToZone/`, { ZoneId: zoneId }],
        ['GET', (id) => `/LandscapeDesign/${id}/Layout.svg`],
      ];
      for (const [method, path, body] of calls) {
        // The design as the path's first id gets the guard's 404; named in the query
        // (TogglePlantLandscape) or after a style id (PUT), the design service's, alike.
        expect([path(design.Id), ...(await status(intruder, method, path(design.Id), body))]).toEqual([
          path(design.Id),
          404,
          `There is no design ${design.Id}.`,
        ]);
        expect([path(99999999), (await status(intruder, method, path(99999999), body))[0]]).toEqual([
          path(99999999),
          404,
        ]);
      }
      // Still there for its owner.
      expect((await ok(owner, 'GET', `/LandscapeDesign/${design.Id}/User/`)).Name).toBe('Front border');
    });

    test('DELETE .../UserList/0/ deletes the design and its plants', async () => {
      const me = await gardener();
      const design = await create(me);
      await ok(
        me,
        'GET',
        `/LandscapeDesign/${me.identity.Id}/TogglePlantLandscape/${plantId[HOSTA]}?designId=${design.Id}`,
      );
      expect(await ok(me, 'DELETE', `/LandscapeDesign/${design.Id}/UserList/0/`)).toEqual({
        message: 'Front border was deleted.',
      });
      expect((await status(me, 'GET', `/LandscapeDesign/${design.Id}/User/`))[0]).toBe(404);
      expect((await status(me, 'DELETE', `/LandscapeDesign/0/UserList/0/`))[0]).toBe(400);
    });
  });

  describe('the design list (SPEC §3 Design listing and Design filter)', () => {
    test('the gardener’s designs, newest first, with Firstname, Thumbnail, WebImage and TotalRows, a page at a time', async () => {
      const me = await gardener();
      const other = await gardener();
      await create(other, { ...TWELVE_BY_FOUR, Name: 'Not mine' });
      const first = await create(me, { ...TWELVE_BY_FOUR, Name: 'Herb spiral' });
      const second = await create(me, {
        ...TWELVE_BY_FOUR,
        Name: 'Shade bed',
        SunRequirementId: SUN.partShade,
      });
      const page: DesignPage = await ok(me, 'GET', '/LandscapeDesign/0/UserList/?c=1');
      expect(page).toMatchObject({ TotalRows: 2, i: 0, c: 1 });
      expect(page.Items).toEqual([
        expect.objectContaining({
          Id: second.Id,
          Name: 'Shade bed',
          Firstname: 'Rose',
          Thumbnail: `/api/LandscapeDesign/${second.Id}/Layout.svg`,
          WebImage: `/api/LandscapeDesign/${second.Id}/Layout.svg`,
          TotalRows: 2,
          AreaFt: 48,
          PlantCount: 0,
        }),
      ]);
      const next: DesignPage = await ok(me, 'GET', '/LandscapeDesign/0/UserList/?c=1&i=1');
      expect(next.Items.map((item) => item.Id)).toEqual([first.Id]);
      const names = async (query: string) =>
        ((await ok(me, 'GET', `/LandscapeDesign/0/UserList/?${query}`)) as DesignPage).Items.map(
          (item) => item.Name,
        );
      expect(await names('s=Name%20ASC')).toEqual(['Herb spiral', 'Shade bed']);
      expect(await names('k=spiral')).toEqual(['Herb spiral']);
      expect(await names('k=%25')).toEqual([]);
      expect(await names(`sr=${SUN.partShade},${SUN.mostlyShade}`)).toEqual(['Shade bed']);
      expect(await names(`wr=${WATER.dry}`)).toEqual([]);
      await ok(
        me,
        'GET',
        `/LandscapeDesign/${me.identity.Id}/TogglePlantLandscape/${plantId[TOMATO]}?designId=${first.Id}`,
      );
      expect(await names(`p=${plantId[TOMATO]}`)).toEqual(['Herb spiral']);
      expect(await names('co=1,2')).toHaveLength(2);
    });

    test('hz filters by the hardiness zone the design is scored in (its zone’s yard, else the default yard)', async () => {
      const me = await gardener();
      const { zoneId } = await yardWithZone(me, ZONE_7B);
      await create(me, { ...TWELVE_BY_FOUR, Name: 'In the zone', ZoneId: zoneId, CopyPlants: false });
      await create(me, { ...TWELVE_BY_FOUR, Name: 'Anywhere' });
      const names = async (query: string) =>
        ((await ok(me, 'GET', `/LandscapeDesign/0/UserList/?${query}`)) as DesignPage).Items.map(
          (item) => item.Name,
        );
      expect(await names(`hz=${ZONE_7B}`)).toEqual(['In the zone']);
      const [yard] = await api.db
        .insert(yards)
        .values({ userId: me.identity.Id, name: 'Cabin', hardinessZoneId: 10 })
        .returning({ id: yards.id });
      await api.db.update(users).set({ defaultYardId: yard!.id }).where(eq(users.id, me.identity.Id));
      expect(await names('hz=10')).toEqual(['Anywhere']);
    });

    test('bad filter values are 400 with the message', async () => {
      const me = await gardener();
      expect(await status(me, 'GET', '/LandscapeDesign/0/UserList/?s=Random')).toEqual([
        400,
        'Choose a sort from the list.',
      ]);
      expect((await status(me, 'GET', '/LandscapeDesign/0/UserList/?hz=1,x'))[0]).toBe(400);
      expect((await status(me, 'GET', '/LandscapeDesign/0/UserList/?c=500'))[0]).toBe(400);
    });
  });

  describe('starting from a style or a zone', () => {
    test('a style seeds the sun, water and palette of a new design; typed values win', async () => {
      const me = await gardener();
      const [style] = await api.db
        .insert(landscapeStyles)
        .values({
          name: `Cottage ${++styles}`,
          sunRequirementId: SUN.partSun,
          waterRequirementId: WATER.dryToMedium,
          webImage: '/assets/styles/cottage.jpg',
        })
        .returning({ id: landscapeStyles.id });
      await api.db.insert(landscapeStylePlants).values([
        { styleId: style!.id, plantId: plantId[TOMATO]! },
        { styleId: style!.id, plantId: plantId[BLUEBERRY]! },
      ]);
      const design = await create(
        me,
        { ...TWELVE_BY_FOUR, SunRequirementId: 0, WaterRequirementId: 0 },
        style!.id,
      );
      expect(design).toMatchObject({
        StyleId: style!.id,
        SunRequirementId: SUN.partSun,
        WaterRequirementId: WATER.dryToMedium,
      });
      expect(design.Plants.map((plant) => plant.BotanicalName).sort()).toEqual([TOMATO, BLUEBERRY].sort());
      const typed = await create(me, TWELVE_BY_FOUR, style!.id);
      expect(typed.SunRequirementId).toBe(SUN.fullSun);
      const list: DesignPage = await ok(me, 'GET', '/LandscapeDesign/0/UserList/');
      expect(list.Items[0]!.WebImage).toBe('/assets/styles/cottage.jpg');
    });

    test('a zone (SPEC §4 zone action 28) carries its sun, water and plants with their fertilizer', async () => {
      const me = await gardener();
      const { zoneId } = await yardWithZone(me);
      await api.db.insert(plantZones).values([
        { userId: me.identity.Id, zoneId, plantId: plantId[TOMATO]!, fertilizerId: BALANCED_FERTILIZER },
        { userId: me.identity.Id, zoneId, plantId: plantId[BLUEBERRY]! },
      ]);
      const design = await create(me, { Name: 'From the border', ZoneId: zoneId });
      expect(design).toMatchObject({
        ZoneId: zoneId,
        SunRequirementId: SUN.fullSun,
        WaterRequirementId: WATER.medium,
      });
      expect(
        design.Plants.map((plant) => [plant.BotanicalName, plant.FertilizerId, plant.FertilizerName]),
      ).toEqual([
        [TOMATO, BALANCED_FERTILIZER, 'Balanced all-purpose (10-10-10)'],
        [BLUEBERRY, 0, ''],
      ]);
      const withoutPlants = await create(me, { Name: 'Just the spot', ZoneId: zoneId, CopyPlants: false });
      expect(withoutPlants.Plants).toEqual([]);
      const stranger = await gardener();
      expect(
        (await status(stranger, 'POST', '/LandscapeDesign/0/User/0/', { Name: 'Theirs', ZoneId: zoneId }))[0],
      ).toBe(404); // another gardener's zone: as a missing one
    });
  });
});
