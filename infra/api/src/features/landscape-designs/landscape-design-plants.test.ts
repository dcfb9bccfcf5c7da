import { type ZonePlant } from '@thrive/shared/contracts';
import { type Design } from '@thrive/shared/landscape';
import { plantZones } from '../../db/schema';
import { BALANCED_FERTILIZER, BLUEBERRY, HOSTA, TOMATO } from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';
import { designFixture, TWELVE_BY_FOUR } from '../../testing/design-fixture';

describe.each(testDatabases())(
  'plants of a landscape design and its layout (SPEC §7 Landscape) on $driver',
  (testDb) => {
    const { api, plantId, gardener, send, ok, create, status, yardWithZone } = designFixture(testDb);

    describe('plants for a design', () => {
      test('PlantSearch lists plants that score good for the design’s sun, water and hardiness', async () => {
        const me = await gardener();
        const { zoneId } = await yardWithZone(me);
        const design = await create(me, { ...TWELVE_BY_FOUR, ZoneId: zoneId, CopyPlants: false });
        const page = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?c=50`);
        expect(page.TotalRows).toBeGreaterThan(0);
        for (const item of page.Items) expect(item.Thrive).toMatchObject({ Score: 1 });
        const tomato = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?k=tomato`);
        expect(tomato.Items.map((item: { BotanicalName: string }) => item.BotanicalName)).toContain(TOMATO);
        // Hosta wants shade: not good in full sun.
        const hosta = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?k=hosta`);
        expect(hosta.Items.map((item: { BotanicalName: string }) => item.BotanicalName)).not.toContain(HOSTA);
        expect((await status(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?c=0`))[0]).toBe(400);
      });

      test('issue 28: PlantSearch never offers a noxious or invasive weed, though Maiden Grass scores good in a sunny 7b border', async () => {
        const me = await gardener();
        const { zoneId } = await yardWithZone(me);
        const design = await create(me, { ...TWELVE_BY_FOUR, ZoneId: zoneId, CopyPlants: false });
        const names = async (k: string) =>
          (await ok(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?k=${k}&c=50`)).Items.map(
            (item: { BotanicalName: string }) => item.BotanicalName,
          );
        expect(await names('grass')).not.toContain('Miscanthus sinensis');
        expect(await names('maiden%20grass')).not.toContain('Miscanthus sinensis');
        expect(await names('butterfly')).not.toContain('Buddleja davidii');
      });

      test('without a hardiness zone, plants are kept on sun and water alone and their overall score is unknown', async () => {
        const me = await gardener();
        const design = await create(me);
        const page = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/PlantSearch/?k=tomato`);
        expect(page.Items.map((item: { BotanicalName: string }) => item.BotanicalName)).toContain(TOMATO);
        for (const item of page.Items) expect(item.Thrive).toMatchObject({ Score: -1 });
      });

      test('TogglePlantLandscape adds a plant with its fertilizer, then takes it out; DeletePlantLandscape removes a row', async () => {
        const me = await gardener();
        const uid = me.identity.Id;
        const design = await create(me);
        const toggle = (plant: number, query = '') =>
          `/LandscapeDesign/${uid}/TogglePlantLandscape/${plant}?designId=${design.Id}${query}`;
        const added = await ok(me, 'GET', toggle(plantId[TOMATO]!, `&fertilizerId=${BALANCED_FERTILIZER}`));
        expect(added).toMatchObject({ InDesign: true, message: 'Tomato was added to Front border.' });
        await ok(me, 'GET', toggle(plantId[BLUEBERRY]!));
        let saved: Design = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/User/`);
        expect(saved.Plants.map((plant) => [plant.Id, plant.FertilizerId])).toEqual([
          [added.Id, BALANCED_FERTILIZER],
          [expect.any(Number), 0],
        ]);
        expect(
          saved.Materials.filter((row) => row.Kind === 'plant').map((row) => [row.Name, row.Amount]),
        ).toEqual([
          ['Tomato', 24],
          ['Highbush Blueberry', 24],
        ]);
        expect(await ok(me, 'GET', toggle(plantId[TOMATO]!))).toMatchObject({ InDesign: false, Id: 0 });
        const blueberryRow = saved.Plants[1]!.Id;
        expect(await ok(me, 'GET', `/LandscapeDesign/${uid}/DeletePlantLandscape/${blueberryRow}`)).toEqual({
          message: 'Highbush Blueberry was removed from Front border.',
        });
        saved = await ok(me, 'GET', `/LandscapeDesign/${design.Id}/User/`);
        expect(saved.Plants).toEqual([]);
        expect(
          (await status(me, 'GET', `/LandscapeDesign/${uid}/DeletePlantLandscape/${blueberryRow}`))[0],
        ).toBe(404);
        // Bad input: an unknown plant or fertilizer, a missing design.
        expect(await status(me, 'GET', toggle(99999999))).toEqual([400, 'There is no plant 99999999.']);
        expect((await status(me, 'GET', toggle(plantId[TOMATO]!, '&fertilizerId=9999')))[0]).toBe(400);
        expect(
          (await status(me, 'GET', `/LandscapeDesign/${uid}/TogglePlantLandscape/${plantId[TOMATO]}`))[0],
        ).toBe(400);
        // Another gardener's uid in the path (403), or their design plant (404, as for none).
        const other = await gardener();
        expect((await status(other, 'GET', toggle(plantId[TOMATO]!)))[0]).toBe(403);
        await ok(me, 'GET', toggle(plantId[TOMATO]!));
        const row = (await ok(me, 'GET', `/LandscapeDesign/${design.Id}/User/`)).Plants[0].Id;
        expect(
          (
            await status(other, 'GET', `/LandscapeDesign/${other.identity.Id}/DeletePlantLandscape/${row}`)
          )[0],
        ).toBe(404);
      });

      test('CopyPlantsToZone puts the plants into a real zone with their fertilizer, where they carry thrive scores', async () => {
        const me = await gardener();
        const uid = me.identity.Id;
        const { zoneId } = await yardWithZone(me);
        await api.db.insert(plantZones).values({ userId: uid, zoneId, plantId: plantId[BLUEBERRY]! });
        const design = await create(me);
        for (const [name, fertilizer] of [
          [TOMATO, BALANCED_FERTILIZER],
          [HOSTA, 0],
          [BLUEBERRY, BALANCED_FERTILIZER],
        ] as const)
          await ok(
            me,
            'GET',
            `/LandscapeDesign/${uid}/TogglePlantLandscape/${plantId[name]}?designId=${design.Id}&fertilizerId=${fertilizer}`,
          );
        expect(
          await ok(me, 'POST', `/LandscapeDesign/${design.Id}/CopyPlantsToZone/`, { ZoneId: zoneId }),
        ).toEqual({
          Added: 2,
          message: '2 plants of Front border added to Sunny border.',
        });
        const inZone: ZonePlant[] = await ok(me, 'GET', `/users/${uid}/ZonePlants/${zoneId}`);
        expect(inZone.map((plant) => [plant.BotanicalName, plant.FertilizerId, plant.Overall.Score])).toEqual(
          [
            // Already there: kept with its own (no) fertilizer.
            [BLUEBERRY, 0, 1],
            // A shade plant in full sun: two sun classes off, so poor (DESIGN §7).
            [HOSTA, 0, 0],
            [TOMATO, BALANCED_FERTILIZER, 1],
          ],
        );
        expect(
          (await ok(me, 'POST', `/LandscapeDesign/${design.Id}/CopyPlantsToZone/`, { ZoneId: zoneId })).Added,
        ).toBe(0);
        expect((await status(me, 'POST', `/LandscapeDesign/${design.Id}/CopyPlantsToZone/`, {}))[0]).toBe(
          400,
        );
        expect(
          (
            await status(me, 'POST', `/LandscapeDesign/${design.Id}/CopyPlantsToZone/`, { ZoneId: 99999999 })
          )[0],
        ).toBe(404);
        const other = await gardener();
        const theirs = await yardWithZone(other);
        expect(
          (
            await status(me, 'POST', `/LandscapeDesign/${design.Id}/CopyPlantsToZone/`, {
              ZoneId: theirs.zoneId,
            })
          )[0],
        ).toBe(404); // another gardener's zone: as a missing one
      });
    });

    test('Layout.svg: the printable bed layout, as an inert image', async () => {
      const me = await gardener();
      const design = await create(me, { ...TWELVE_BY_FOUR, Name: 'Roses <& more>' });
      await ok(
        me,
        'GET',
        `/LandscapeDesign/${me.identity.Id}/TogglePlantLandscape/${plantId[TOMATO]}?designId=${design.Id}`,
      );
      const response = await send(me, 'GET', `/LandscapeDesign/${design.Id}/Layout.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/svg+xml; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      expect(response.body).toContain('<title>Roses &lt;&amp; more&gt;: bed layout</title>');
      expect(response.body).toContain('>12 ft</text>');
      expect(response.body).toContain('1. Tomato (48)');
      expect(response.body.match(/<circle /g)).toHaveLength(48 + 1);
      expect((await status(me, 'GET', '/LandscapeDesign/0/Layout.svg'))[0]).toBe(400);
    });
  },
);
