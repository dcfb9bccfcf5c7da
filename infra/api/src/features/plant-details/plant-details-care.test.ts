import type { CareTip, PlantAttributeLists, PlantFertilizer } from '@thrive/shared/contracts';
import { readList } from '../../reference-data/reference-files';
import { FERTILIZER } from './fertilizer-rules';
import { plantDetailsApp } from '../../testing/plant-details-app';
import { BLUEBERRY, HOSTA, TOMATO } from '../../testing/scorecard-garden';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const recommended = (fertilizer: PlantFertilizer) =>
  fertilizer.Options.filter((option) => option.Recommended).map((option) => option.Id);

describe.each(testDatabases())(
  'plant attributes, fertilizer and care tips (SPEC §2.6, §7) on $driver',
  (testDb) => {
    const { plantId, gardener, ok, refused, zoneOf, plantIn } = plantDetailsApp(testDb, 'plant-care');

    describe('GET plants/{id}/Attributes', () => {
      test("all=0 gives only the plant's items, each with its icon and expert tip", async () => {
        const me = await gardener();
        const lists: PlantAttributeLists = await ok(me, 'GET', `/plants/${plantId[HOSTA]}/Attributes?all=0`);
        expect(lists.Attractants).toEqual([
          {
            Id: 2,
            Name: 'Hummingbirds',
            Icon: 'hummingbirds',
            Tip: expect.stringMatching(/tubular/),
            Has: true,
          },
          { Id: 3, Name: 'Bees', Icon: 'bees', Tip: expect.stringMatching(/pollinator/), Has: true },
        ]);
        expect(lists.Resistances).toEqual([]);
        expect(lists.Tolerances.map((item) => [item.Name, item.Icon])).toEqual([['Clay Soil', 'clay-soil']]);
        expect(lists.Poisonous.map((item) => item.Name)).toEqual([
          'Toxic to Dogs',
          'Toxic to Cats',
          'Toxic to Horses',
        ]);
        expect(await ok(me, 'GET', `/plants/${plantId[HOSTA]}/Attributes`)).toEqual(lists);
      });

      test("all=1 gives every item of each list, Has marking the plant's", async () => {
        const me = await gardener();
        const lists: PlantAttributeLists = await ok(me, 'GET', `/plants/${plantId[TOMATO]}/Attributes?all=1`);
        for (const [key, file] of [
          ['Attractants', 'attractants'],
          ['Resistances', 'resistances'],
          ['Tolerances', 'tolerances'],
          ['Poisonous', 'poisonous'],
        ] as const) {
          expect(lists[key].map(({ Id, Name, Icon, Tip }) => ({ Id, Name, Icon, Tip }))).toEqual(
            readList(file),
          );
          for (const item of lists[key]) {
            expect(item.Icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
            expect(item.Tip.length).toBeGreaterThan(40);
          }
        }
        const has = (key: keyof PlantAttributeLists) => lists[key].filter((i) => i.Has).map((i) => i.Name);
        expect(has('Attractants')).toEqual(['Bees']);
        expect(has('Tolerances')).toEqual(['Heat']);
        expect(lists.Tolerances.find((item) => item.Name === 'Frost')?.Has).toBe(false);
      });

      test('an unknown plant is 404; all other than 0 or 1 and bad ids are 400', async () => {
        const me = await gardener();
        expect(await refused(me, 'GET', '/plants/999999/Attributes?all=1')).toEqual({
          status: 404,
          body: { message: 'There is no plant 999999.' },
        });
        const bad = await refused(me, 'GET', `/plants/${plantId[HOSTA]}/Attributes?all=2`);
        expect([bad.status, bad.body.message]).toEqual([400, 'all is 0 or 1.']);
        expect((await refused(me, 'GET', '/plants/x/Attributes')).status).toBe(400);
      });
    });

    describe('GET plants/{id}/Fertilizer/{zoneId}', () => {
      const fertilizer = (who: Gardener, plant: string, zoneId: number): Promise<PlantFertilizer> =>
        ok(who, 'GET', `/plants/${plantId[plant]}/Fertilizer/${zoneId}`);

      test('every option of the list, the acid lover recommended acid-loving food, with the advice', async () => {
        const me = await gardener();
        const blueberry = await fertilizer(me, BLUEBERRY, 0);
        expect(blueberry.Options.map(({ Id, Name }) => ({ Id, Name }))).toEqual(
          readList('fertilizers').map(({ Id, Name }) => ({ Id, Name })),
        );
        expect(recommended(blueberry)).toEqual([FERTILIZER.acidLoving]);
        expect(blueberry.Advice).toMatch(/acid-loving plant food/);
        expect(blueberry.SelectedId).toBe(0);
      });

      test('the recommendation follows the plant: a tomato compost and balanced, a hosta compost and slow-release', async () => {
        const me = await gardener();
        expect(recommended(await fertilizer(me, TOMATO, 0))).toEqual([
          FERTILIZER.balanced,
          FERTILIZER.compost,
        ]);
        expect(recommended(await fertilizer(me, HOSTA, 0))).toEqual([
          FERTILIZER.slowRelease,
          FERTILIZER.compost,
        ]);
      });

      test('SelectedId is the fertilizer of the plant in that zone of the gardener, 0 where it does not grow', async () => {
        const me = await gardener();
        const bed = await zoneOf(me);
        const empty = await zoneOf(me);
        await plantIn(me, bed.zoneId, TOMATO, FERTILIZER.balanced);
        expect((await fertilizer(me, TOMATO, bed.zoneId)).SelectedId).toBe(FERTILIZER.balanced);
        expect((await fertilizer(me, HOSTA, bed.zoneId)).SelectedId).toBe(0);
        expect((await fertilizer(me, TOMATO, empty.zoneId)).SelectedId).toBe(0);
      });

      test("another gardener's zone is 404 as an unknown zone or plant is, bad ids 400", async () => {
        const owner = await gardener();
        const intruder = await gardener();
        const { zoneId } = await zoneOf(owner);
        await plantIn(owner, zoneId, TOMATO, FERTILIZER.compost);
        expect(await refused(intruder, 'GET', `/plants/${plantId[TOMATO]}/Fertilizer/${zoneId}`)).toEqual({
          status: 404,
          body: { message: expect.stringMatching(/^There is no zone \d+\.$/) },
        });
        expect((await refused(intruder, 'GET', `/plants/${plantId[TOMATO]}/Fertilizer/999999`)).status).toBe(
          404,
        );
        expect((await refused(intruder, 'GET', '/plants/999999/Fertilizer/0')).body).toEqual({
          message: 'There is no plant 999999.',
        });
        const bad = await refused(intruder, 'GET', `/plants/${plantId[TOMATO]}/Fertilizer/-1`);
        expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['params.zoneId']]);
      });
    });

    describe('GET Users/{uid}/CareTips/{id}/', () => {
      const tips = async (who: Gardener, plant: string) => {
        const list: CareTip[] = await ok(who, 'GET', `/Users/{uid}/CareTips/${plantId[plant]}/`);
        return (category: string) =>
          list.filter((tip) => tip.CareCategory === category).map((tip) => tip.Body);
      };

      test('Hosta spp.: shade, slugs, division in spring, hardy to 3a, compost feeding', async () => {
        const me = await gardener();
        const hosta = await tips(me, HOSTA);
        expect(hosta('Planting')[0]).toBe(
          'Plant it in part shade (2 to 4 hours of direct sun, mostly in the morning); it also grows in full shade.',
        );
        expect(hosta('Pest Control')).toEqual([expect.stringMatching(/^Slugs and snails/)]);
        expect(hosta('Dividing')).toEqual([expect.stringMatching(/early spring/)]);
        expect(hosta('Winter Protection')).toEqual([expect.stringMatching(/^Hardy to zone 3a/)]);
        expect(hosta('Fertilizing')).toEqual([expect.stringMatching(/^Top-dress with compost/)]);
      });

      test('Solanum lycopersicum: even watering against blossom-end rot, suckers, frost, harvest', async () => {
        const me = await gardener();
        const tomato = await tips(me, TOMATO);
        expect(tomato('Watering')).toEqual([expect.stringMatching(/blossom-end rot/)]);
        expect(tomato('Pruning')).toEqual([expect.stringMatching(/suckers/)]);
        expect(tomato('Planting')).toContainEqual(expect.stringMatching(/after the last frost/));
        expect(tomato('Winter Protection')).toEqual([expect.stringMatching(/^Frost kills tomato plants/)]);
        expect(tomato('Harvesting')).toEqual([expect.stringMatching(/fully colored/)]);
        expect(tomato('Dividing')).toEqual([]);
      });

      test('Vaccinium corymbosum: acid soil and food, netting, old canes, each tip with its care category icon', async () => {
        const me = await gardener();
        const list: CareTip[] = await ok(me, 'GET', `/Users/{uid}/CareTips/${plantId[BLUEBERRY]}/`);
        expect(list.find((tip) => tip.CareCategory === 'Fertilizing')).toEqual({
          CareCategoryId: 2,
          CareCategory: 'Fertilizing',
          Icon: 'fertilizing',
          Body: expect.stringMatching(/^Feed with an acid-loving plant food/),
        });
        const bodies = list.map((tip) => tip.Body).join('\n');
        expect(bodies).toMatch(/pH 4\.5 to 5\.5/);
        expect(bodies).toMatch(/netting/);
        expect(bodies).toMatch(/oldest canes/);
      });

      test('an unknown plant is 404, a bad id 400', async () => {
        const me = await gardener();
        expect((await refused(me, 'GET', '/Users/{uid}/CareTips/999999/')).status).toBe(404);
        expect((await refused(me, 'GET', '/Users/{uid}/CareTips/-3/')).status).toBe(400);
      });
    });
  },
);
