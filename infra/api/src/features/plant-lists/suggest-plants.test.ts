import { and, eq, inArray } from 'drizzle-orm';
import {
  SUGGEST_MESSAGES,
  type SuggestedPlant,
  type SuggestPlantsRequest,
  type SuggestPlantsResponse,
} from '@thrive/shared/contracts';
import { scorePlantInZone, sunPxTable, type ZoneConditions } from '@thrive/shared/thrive';
import { plantAttributes, plants, yards, zones } from '../../db/schema';
import { readList } from '../../reference-data/reference-files';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const sunPx = sunPxTable(readList('sun-requirements').map(({ Id, PX }) => ({ Id, PX: Number(PX) })));
// Full Sun, Medium water, hardiness zone 7b (lists/*.json ids).
const SPOT = { SunRequirementId: 6, WaterRequirementId: 3, HardinessZoneId: 14 };
const SPOT_CONDITIONS: ZoneConditions = {
  sunRequirementId: 6,
  waterRequirementId: 3,
  yardHardinessZoneId: 14,
};
const ZONE_8A = 15;
const BUTTERFLIES = 1;
const BEES = 3;
const DEER = 1;
const DROUGHT = 1;
const TOXIC_TO_DOGS = 1;
const TOXIC_TO_CATS = 2;
const UNMEASURED = 'Ignotus magnitudinis';

const isGood = (plant: Parameters<typeof scorePlantInZone>[0], spot = SPOT_CONDITIONS) =>
  scorePlantInZone(plant, spot, sunPx).Overall.Score === 1;
/** What a suggestion may offer (issue 28): a plant that scores good and is no weed. */
type CataloguePlant = Parameters<typeof isGood>[0] & { weedStatus: string | null };
const suggestible = (plant: CataloguePlant, spot = SPOT_CONDITIONS) =>
  isGood(plant, spot) && plant.weedStatus === null;

describe.each(testDatabases())(
  'POST Plants/0/SuggestPlants/ (SPEC §1 Suggest a Plant) on $driver',
  (testDb) => {
    // A plant that scores good in the spot and whose size nobody measured.
    const api = seededApp(testDb, async (db) => {
      await db.insert(plants).values({
        commonName: 'Unmeasured Test Plant',
        botanicalName: UNMEASURED,
        categoryId: 5,
        lifecycle: 'perennial',
        sunRequirementId: 6,
        waterRequirementId: 3,
        zoneLowId: 1,
        zoneHighId: 26,
        source: 'test',
      });
    });
    let gardeners = 0;
    const gardener = () => signedInDirectly(api.db, { email: `suggest-${++gardeners}@example.com` });
    const suggest = (who: Gardener, body: SuggestPlantsRequest) =>
      api.app.inject({
        method: 'POST',
        url: '/api/Plants/0/SuggestPlants/',
        headers: who.headers,
        payload: body,
      });
    const ok = async (who: Gardener, body: SuggestPlantsRequest): Promise<SuggestPlantsResponse> => {
      const response = await suggest(who, body);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    /** Every page of a suggestion, in order. */
    const everything = async (who: Gardener, body: SuggestPlantsRequest): Promise<SuggestedPlant[]> => {
      const items: SuggestedPlant[] = [];
      for (let i = 0; ; i++) {
        const page = await ok(who, { ...body, i, c: 50 });
        items.push(...page.Items);
        if (items.length >= page.TotalRows || !page.Items.length) return items;
      }
    };
    /** The catalogue as the database holds it, scored here rather than by the API. */
    const catalogue = () =>
      api.db
        .select({
          id: plants.id,
          botanicalName: plants.botanicalName,
          categoryId: plants.categoryId,
          heightMaxIn: plants.heightMaxIn,
          spreadMaxIn: plants.spreadMaxIn,
          SunRequirementId: plants.sunRequirementId,
          AltSunRequirementId: plants.altSunRequirementId,
          WaterRequirementId: plants.waterRequirementId,
          ZoneLowId: plants.zoneLowId,
          ZoneHighId: plants.zoneHighId,
          weedStatus: plants.weedStatus,
        })
        .from(plants);
    const linked = async (list: string, itemIds: number[]) =>
      new Set(
        (
          await api.db
            .select({ plantId: plantAttributes.plantId })
            .from(plantAttributes)
            .where(and(eq(plantAttributes.list, list), inArray(plantAttributes.itemId, itemIds)))
        ).map((row) => row.plantId),
      );

    test('suggests every plant that scores good in the spot (weeds aside) and nothing else, scored as the Thrive Scorecard does', async () => {
      const me = await gardener();
      const expected = (await catalogue()).filter((plant) => suggestible(plant)).map((plant) => plant.id);
      const first = await ok(me, SPOT);
      expect(first.Spot).toEqual({ Sun: 'Full Sun', Water: 'Medium', HardinessZone: '7b' });
      expect(first.TotalRows).toBe(expected.length);
      const all = await everything(me, SPOT);
      expect(all.map((item) => item.Id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      for (const item of all) {
        expect([item.BotanicalName, isGood(item), item.Thrive?.Score]).toEqual([item.BotanicalName, true, 1]);
        expect(item.WishesMet).toEqual([]);
      }
    });

    test('issue 28: never suggests a noxious or invasive weed, though some score good in the spot', async () => {
      const me = await gardener();
      const weeds = (await catalogue()).filter((plant) => isGood(plant) && plant.weedStatus !== null);
      expect(weeds.map((plant) => plant.botanicalName)).toContain('Miscanthus sinensis');
      const suggested = new Set((await everything(me, SPOT)).map((item) => item.Id));
      expect(weeds.filter((plant) => suggested.has(plant.id))).toEqual([]);
    });

    test('ranks by wishes met, then an exact primary sun match over an alternate one, then common name', async () => {
      const me = await gardener();
      const wishes = { Attractants: [BUTTERFLIES, BEES], Resistances: [DEER], Tolerances: [DROUGHT] };
      const all = await everything(me, { ...SPOT, ...wishes });
      const [butterflies, bees, deer, drought] = await Promise.all([
        linked('attractants', [BUTTERFLIES]),
        linked('attractants', [BEES]),
        linked('resistances', [DEER]),
        linked('tolerances', [DROUGHT]),
      ]);
      for (const item of all) {
        const met = [
          butterflies.has(item.Id) && 'Butterflies',
          bees.has(item.Id) && 'Bees',
          deer.has(item.Id) && 'Deer',
          drought.has(item.Id) && 'Drought',
        ].filter(Boolean);
        expect([item.CommonName, item.WishesMet]).toEqual([item.CommonName, met]);
      }
      const key = (item: SuggestedPlant) =>
        [-item.WishesMet.length, item.SunRequirementId === 6 ? 0 : 1] as const;
      for (const [index, item] of all.slice(1).entries()) {
        const before = all[index]!;
        const [a, b] = [key(before), key(item)];
        const inOrder =
          a[0] < b[0] ||
          (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && before.CommonName <= item.CommonName)));
        expect(`${before.CommonName} before ${item.CommonName}: ${inOrder}`).toMatch(/: true$/);
      }
      // The rule has something to rank: plants meeting several, one and no wishes, and alternate-sun plants.
      expect(all[0]!.WishesMet.length).toBeGreaterThanOrEqual(3);
      expect(all.at(-1)!.WishesMet).toEqual([]);
      expect(all.some((item) => item.SunRequirementId !== 6)).toBe(true);
    });

    test('Avoid leaves out plants toxic in any of the chosen ways', async () => {
      const me = await gardener();
      const avoided = await everything(me, { ...SPOT, Avoid: [TOXIC_TO_DOGS, TOXIC_TO_CATS] });
      const toxic = await linked('poisonous', [TOXIC_TO_DOGS, TOXIC_TO_CATS]);
      expect(avoided.filter((item) => toxic.has(item.Id)).map((item) => item.CommonName)).toEqual([]);
      const goodIds = (await catalogue()).filter((plant) => suggestible(plant)).map((plant) => plant.id);
      const toxicAndGood = goodIds.filter((id) => toxic.has(id)).length;
      expect(toxicAndGood).toBeGreaterThan(0);
      expect(avoided).toHaveLength(goodIds.length - toxicAndGood);
    });

    test('size limits keep plants whose largest adult size is within them; unknown sizes only without a limit', async () => {
      const me = await gardener();
      const good = (await catalogue()).filter((plant) => suggestible(plant));
      const unlimited = await everything(me, SPOT);
      expect(unlimited.map((item) => item.BotanicalName)).toContain(UNMEASURED);

      const short = await everything(me, { ...SPOT, MaxHeight: { Max: 2, Unit: 'ft' } });
      const sizes = new Map(good.map((plant) => [plant.id, plant]));
      expect(short.map((item) => item.BotanicalName)).not.toContain(UNMEASURED);
      expect(short.every((item) => (sizes.get(item.Id)!.heightMaxIn ?? Infinity) <= 24)).toBe(true);
      expect(short).toHaveLength(
        good.filter((plant) => plant.heightMaxIn !== null && plant.heightMaxIn <= 24).length,
      );
      expect(short.length).toBeLessThan(unlimited.length - 1);

      // 30-100 cm is 11.8-39.4 in: whole inches 12 to 39.
      const spread = await everything(me, { ...SPOT, MaxSpread: { Min: 30, Max: 100, Unit: 'cm' } });
      const within = (inches: number | null) => inches !== null && inches >= 12 && inches <= 39;
      expect(spread.every((item) => within(sizes.get(item.Id)!.spreadMaxIn))).toBe(true);
      expect(spread).toHaveLength(good.filter((plant) => within(plant.spreadMaxIn)).length);

      const open = await ok(me, { ...SPOT, MaxHeight: { Min: null, Max: null, Unit: 'ft' } });
      expect(open.TotalRows).toBe(unlimited.length);
    });

    test('Categories keep only plants of those categories', async () => {
      const me = await gardener();
      const herbsAndVegetables = await everything(me, { ...SPOT, Categories: [1, 2] });
      const expected = (await catalogue()).filter(
        (plant) => isGood(plant) && [1, 2].includes(plant.categoryId),
      );
      expect(herbsAndVegetables.map((item) => item.CategoryId).every((id) => id === 1 || id === 2)).toBe(
        true,
      );
      expect(herbsAndVegetables).toHaveLength(expected.length);
      expect(expected.length).toBeGreaterThan(0);
    });

    test('pages with i (from 0) and c', async () => {
      const me = await gardener();
      const ten = await ok(me, { ...SPOT, i: 0, c: 10 });
      const second = await ok(me, { ...SPOT, i: 1, c: 5 });
      expect(second.Items.map((item) => item.Id)).toEqual(ten.Items.slice(5, 10).map((item) => item.Id));
      expect(second.TotalRows).toBe(ten.TotalRows);
    });

    describe('a spot from the gardener’s zone or yard', () => {
      const yardOf = async (who: Gardener, hardinessZoneId: number) =>
        (
          await api.db
            .insert(yards)
            .values({ userId: who.identity.Id, name: 'Home', hardinessZoneId })
            .returning({ id: yards.id })
        )[0]!.id;
      const zoneOf = async (who: Gardener, yardId: number, sun: number, water: number) =>
        (
          await api.db
            .insert(zones)
            .values({
              userId: who.identity.Id,
              yardId,
              name: 'Bed',
              sunRequirementId: sun,
              waterRequirementId: water,
            })
            .returning({ id: zones.id })
        )[0]!.id;

      test('ZoneId gives the sun, water and yard hardiness zone of that zone', async () => {
        const me = await gardener();
        const zoneId = await zoneOf(me, await yardOf(me, 14), 6, 3);
        const byZone = await ok(me, { ZoneId: zoneId, SunRequirementId: 1, WaterRequirementId: 5 });
        expect(byZone.Spot).toEqual({ Sun: 'Full Sun', Water: 'Medium', HardinessZone: '7b' });
        expect(byZone.TotalRows).toBe((await ok(me, SPOT)).TotalRows);
      });

      test('YardId gives the hardiness zone; sun and water are chosen', async () => {
        const me = await gardener();
        const yardId = await yardOf(me, ZONE_8A);
        const byYard = await ok(me, { YardId: yardId, SunRequirementId: 6, WaterRequirementId: 3 });
        expect(byYard.Spot).toEqual({ Sun: 'Full Sun', Water: 'Medium', HardinessZone: '8a' });
        const in8a = { ...SPOT_CONDITIONS, yardHardinessZoneId: ZONE_8A };
        expect(byYard.TotalRows).toBe((await catalogue()).filter((plant) => suggestible(plant, in8a)).length);
      });

      test('what a zone or yard does not know yet is taken from the form, else it is asked for (400)', async () => {
        const me = await gardener();
        const zoneId = await zoneOf(me, await yardOf(me, 0), 0, 3);
        const filled = await ok(me, { ZoneId: zoneId, SunRequirementId: 6, HardinessZoneId: 14 });
        expect(filled.Spot).toEqual({ Sun: 'Full Sun', Water: 'Medium', HardinessZone: '7b' });
        const missing = await suggest(me, { ZoneId: zoneId });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({
          message: SUGGEST_MESSAGES.sun,
          fields: {
            'body.SunRequirementId': SUGGEST_MESSAGES.sun,
            'body.HardinessZoneId': SUGGEST_MESSAGES.zone,
          },
        });
      });

      test("another gardener's zone or yard is 404 as an unknown one is (ids cannot be mapped)", async () => {
        const owner = await gardener();
        const intruder = await gardener();
        const yardId = await yardOf(owner, 14);
        const zoneId = await zoneOf(owner, yardId, 6, 3);
        const zone = await suggest(intruder, { ZoneId: zoneId });
        expect([zone.statusCode, zone.json()]).toEqual([404, { message: `There is no zone ${zoneId}.` }]);
        const yard = await suggest(intruder, { ...SPOT, YardId: yardId });
        expect([yard.statusCode, yard.json()]).toEqual([404, { message: `There is no yard ${yardId}.` }]);
        const unknownZone = await suggest(intruder, { ZoneId: 999999 });
        expect([unknownZone.statusCode, unknownZone.json()]).toEqual([
          404,
          { message: 'There is no zone 999999.' },
        ]);
        const unknownYard = await suggest(intruder, { ...SPOT, YardId: 999999 });
        expect([unknownYard.statusCode, unknownYard.json()]).toEqual([
          404,
          { message: 'There is no yard 999999.' },
        ]);
      });
    });

    test('an incomplete spot is a 400 with the suggest messages under the fields they name', async () => {
      const me = await gardener();
      const empty = await suggest(me, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        message: SUGGEST_MESSAGES.sun,
        fields: {
          'body.SunRequirementId': SUGGEST_MESSAGES.sun,
          'body.WaterRequirementId': SUGGEST_MESSAGES.water,
          'body.HardinessZoneId': SUGGEST_MESSAGES.zone,
        },
      });
      const cases: [SuggestPlantsRequest, string, string][] = [
        [{ ...SPOT, SunRequirementId: 8 }, 'body.SunRequirementId', SUGGEST_MESSAGES.sun],
        [{ ...SPOT, WaterRequirementId: 0 }, 'body.WaterRequirementId', SUGGEST_MESSAGES.water],
        [{ ...SPOT, HardinessZoneId: 27 }, 'body.HardinessZoneId', SUGGEST_MESSAGES.zone],
        [{ ...SPOT, Attractants: [999] }, 'body.Attractants', 'There is no attractant 999.'],
        [{ ...SPOT, Avoid: [999] }, 'body.Avoid', 'There is no toxicity 999.'],
        [{ ...SPOT, Categories: [999] }, 'body.Categories', 'There is no plant category 999.'],
        [
          { ...SPOT, MaxHeight: { Max: 3, Unit: 'yd' as 'ft' } },
          'body.MaxHeight.Unit',
          'The unit must be in, ft, cm or m.',
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await suggest(me, body);
        expect([field, response.statusCode, response.json().fields?.[field]]).toEqual([field, 400, message]);
      }
    });
  },
);
