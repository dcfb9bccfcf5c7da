import type { PlantPage, PlantSearchFilter } from '@thrive/shared/contracts';
import { FULL_RANGE_SUN_ID, scorePlantInZone, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants, yards, zipHardinessZones, zones } from '../../db/schema';
import { loadSunPx } from '../thrive/garden-scorer';
import { signedInDirectly } from '../../testing/identity-fixture';
import {
  byCommonName,
  hasAny,
  idsOf,
  loadCatalogue,
  type OraclePlant,
} from '../../testing/plant-catalogue-oracle';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

// Reference list ids (reference-data/lists).
const SUN = { fullShade: 1, partShade: 3, partSun: 4, fullSun: 6 };
const WATER = { dry: 1, dryToMedium: 2, medium: 3 };
const CATEGORY = { vegetables: 1, herbs: 2, perennials: 5 };
const FLOWER = { earlySummer: 3, lateSummer: 4 };
const ATTRACTS = { butterflies: 1, hummingbirds: 2 };
const RESISTS = { deer: 1, rabbits: 2 };
const TOLERATES = { drought: 1, heat: 2 };
const TOXIC = { dogs: 1, cats: 2 };
const LEAF = { deciduous: 1, evergreen: 2 };
const ZONE = { z5b: 10, z6b: 12, z7b: 14, z8a: 15 };

/** ZIPs around Manhattan with made-up zones, so a radius spans several; 12601 is 75 miles north. */
async function insertZips(db: Database) {
  await db.insert(zipHardinessZones).values([
    { zip: '10001', hardinessZoneId: ZONE.z7b, temperatureRange: '5 to 10' },
    { zip: '10002', hardinessZoneId: ZONE.z6b, temperatureRange: '-5 to 0' },
    { zip: '10003', hardinessZoneId: ZONE.z8a, temperatureRange: '10 to 15' },
    { zip: '12601', hardinessZoneId: ZONE.z5b, temperatureRange: '-15 to -10' },
  ]);
  // A plant whose size nobody knows.
  await db.insert(plants).values({
    commonName: 'Mystery Fern',
    botanicalName: 'Filix ignota',
    categoryId: CATEGORY.perennials,
    lifecycle: 'perennial',
    sunRequirementId: SUN.partShade,
    waterRequirementId: WATER.medium,
    zoneLowId: 5,
    zoneHighId: 20,
    source: 'test',
  });
}

describe.each(testDatabases())('plant search filters (SPEC §3 Plant search filter) on $driver', (testDb) => {
  const api = seededApp(testDb, insertZips);
  let catalogue: OraclePlant[];
  let me: Gardener;
  let other: Gardener;
  beforeAll(async () => {
    catalogue = await loadCatalogue(api.db);
    me = await signedInDirectly(api.db, { email: 'filters@example.com' });
    other = await signedInDirectly(api.db, { email: 'neighbour@example.com' });
  });

  const post = (filter: PlantSearchFilter, who = me) =>
    api.app.inject({
      method: 'POST',
      url: '/api/users/0/PlantSearch/',
      headers: who.headers,
      payload: filter,
    });
  const search = async (filter: PlantSearchFilter): Promise<PlantPage> => {
    const response = await post(filter);
    expect(`${response.statusCode} ${response.body.slice(0, 200)}`).toMatch(/^200 /);
    return response.json();
  };
  /** The search finds exactly the plants the predicate keeps, in name order, and it narrows. */
  async function expectFinds(filter: PlantSearchFilter, keep: (plant: OraclePlant) => boolean) {
    const page = await search({ ...filter, c: 50 });
    const expected = catalogue.filter(keep).sort(byCommonName);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(catalogue.length);
    expect(page.TotalRows).toBe(expected.length);
    expect(idsOf(page.Items)).toEqual(idsOf(expected.slice(0, 50)));
    return page;
  }
  const refused = async (filter: PlantSearchFilter, who = me) => {
    const response = await post(filter, who);
    return { status: response.statusCode, body: response.json() };
  };

  async function yardOf(who: Gardener, hardinessZoneId: number) {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: `Yard in ${hardinessZoneId}`, hardinessZoneId })
      .returning({ id: yards.id });
    return yard!.id;
  }

  describe('each filter narrows the results', () => {
    test('sun: the primary or the alternate sun is one chosen; Sun to Shade plants suit any sun', async () => {
      const page = await expectFinds(
        { SunRequirementsIds: [SUN.fullShade, SUN.partShade] },
        (p) =>
          [SUN.fullShade, SUN.partShade, FULL_RANGE_SUN_ID].includes(p.sunRequirementId) ||
          [SUN.fullShade, SUN.partShade, FULL_RANGE_SUN_ID].includes(p.altSunRequirementId),
      );
      const full = await search({ SunRequirementsIds: [SUN.fullShade], c: 50 });
      expect(full.Items.map((item) => item.CommonName)).toContain('Snake Plant'); // Sun to Shade
      expect(
        page.Items.some(
          (item) => item.AltSunRequirementId === SUN.partShade && item.SunRequirementId !== SUN.partShade,
        ),
      ).toBe(true);
    });

    test('water: any of the chosen water requirements', async () => {
      await expectFinds({ WaterRequirementsIds: [WATER.dry, WATER.dryToMedium] }, (p) =>
        [WATER.dry, WATER.dryToMedium].includes(p.waterRequirementId),
      );
    });

    test('categories (any of them), and cid', async () => {
      await expectFinds({ Categories: [CATEGORY.vegetables, CATEGORY.herbs] }, (p) =>
        [CATEGORY.vegetables, CATEGORY.herbs].includes(p.categoryId),
      );
      await expectFinds({ cid: CATEGORY.herbs }, (p) => p.categoryId === CATEGORY.herbs);
    });

    test.each([
      ['FlowerTimes', 'flower-times', [FLOWER.earlySummer, FLOWER.lateSummer]],
      ['Attracants', 'attractants', [ATTRACTS.hummingbirds]],
      ['Resistances', 'resistances', [RESISTS.deer, RESISTS.rabbits]],
      ['Tolerances', 'tolerances', [TOLERATES.drought]],
    ] as const)('%s: the plant has any of the chosen %s', async (criterion, list, ids) => {
      await expectFinds({ [criterion]: ids }, (p) => hasAny(p, list, [...ids]));
    });

    test('Poisonous: plants toxic in any chosen way are left out', async () => {
      await expectFinds(
        { Poisonous: [TOXIC.dogs, TOXIC.cats] },
        (p) => !hasAny(p, 'poisonous', [TOXIC.dogs, TOXIC.cats]),
      );
    });

    test('leaf retention: any of the chosen', async () => {
      await expectFinds({ LeafRetentions: [LEAF.evergreen] }, (p) => p.leafRetentionId === LEAF.evergreen);
    });

    test('adult height: the plant range [min, max] (inches) overlaps the asked range, whatever its unit', async () => {
      const overlaps = (p: OraclePlant) =>
        p.heightMinIn !== null && p.heightMaxIn !== null && p.heightMinIn <= 36 && p.heightMaxIn >= 24;
      const inFeet = await expectFinds({ AdultHeight: { Min: 2, Max: 3, Unit: 'ft' } }, overlaps);
      for (const range of [
        { Min: 24, Max: 36, Unit: 'in' },
        { Min: 60.96, Max: 91.44, Unit: 'cm' },
        { Min: 0.6096, Max: 0.9144, Unit: 'm' },
      ] as const)
        expect(await search({ AdultHeight: range, c: 50 })).toEqual(inFeet);
    });

    test('adult spread with an open end; plants of unknown size never match a size filter', async () => {
      await expectFinds(
        { AdultSpread: { Min: 10, Max: null, Unit: 'ft' } },
        (p) => (p.spreadMaxIn ?? -1) >= 120,
      );
      await expectFinds(
        { AdultHeight: { Min: null, Max: 1, Unit: 'ft' } },
        (p) => p.heightMinIn !== null && p.heightMinIn <= 12,
      );
      const fern = await search({ k: 'Mystery Fern' });
      expect(fern.TotalRows).toBe(1);
      expect(
        (await search({ k: 'Mystery Fern', AdultHeight: { Min: 0, Max: null, Unit: 'in' } })).TotalRows,
      ).toBe(0);
    });
  });

  test('filters combine with AND (inside one list, any value matches)', async () => {
    const filter = {
      SunRequirementsIds: [SUN.fullSun],
      WaterRequirementsIds: [WATER.dryToMedium, WATER.medium],
      Categories: [CATEGORY.perennials],
      Attracants: [ATTRACTS.butterflies],
      Poisonous: [TOXIC.dogs],
    };
    const page = await expectFinds(
      filter,
      (p) =>
        [p.sunRequirementId, p.altSunRequirementId].some(
          (id) => id === SUN.fullSun || id === FULL_RANGE_SUN_ID,
        ) &&
        filter.WaterRequirementsIds.includes(p.waterRequirementId) &&
        p.categoryId === CATEGORY.perennials &&
        hasAny(p, 'attractants', filter.Attracants) &&
        !hasAny(p, 'poisonous', filter.Poisonous),
    );
    for (const key of Object.keys(filter) as (keyof typeof filter)[]) {
      const alone = await search({ [key]: filter[key] });
      expect(alone.TotalRows).toBeGreaterThan(page.TotalRows);
    }
    const withText = await search({ ...filter, k: 'coneflower' });
    expect(withText.Items[0]?.CommonName).toBe('Purple Coneflower');
    expect(idsOf(page.Items)).toEqual(expect.arrayContaining(idsOf(withText.Items)));
  });

  describe('hardiness: YardId, ZipCode, Radius', () => {
    const hardyThrough = (coldest: number, warmest: number) => (p: OraclePlant) =>
      p.zoneLowId !== 0 && p.zoneLowId <= coldest && (p.zoneHighId === 0 || p.zoneHighId >= warmest);

    test("the caller's yard: plants hardy in its zone; the same as its ZIP's zone", async () => {
      const yardId = await yardOf(me, ZONE.z7b);
      const byYard = await expectFinds({ YardId: yardId }, hardyThrough(ZONE.z7b, ZONE.z7b));
      expect(await search({ ZipCode: '10001', c: 50 })).toEqual(byYard);
    });

    test('a ZIP with a radius: the plant must be hardy in the zone of every ZIP within it', async () => {
      const near = await expectFinds(
        { ZipCode: '10001', IsRadiusSelected: true, Radius: 5 },
        hardyThrough(ZONE.z6b, ZONE.z8a),
      );
      const far = await search({ ZipCode: '10001', IsRadiusSelected: true, Radius: 100, c: 50 });
      expect(far.TotalRows).toBe(catalogue.filter(hardyThrough(ZONE.z5b, ZONE.z8a)).length);
      expect(far.TotalRows).toBeLessThan(near.TotalRows);
      // A radius that is not selected is not used.
      expect((await search({ ZipCode: '10001', Radius: 100 })).TotalRows).toBe(
        catalogue.filter(hardyThrough(ZONE.z7b, ZONE.z7b)).length,
      );
    });

    test("an unknown ZIP is a 400: 'We do not know the ZIP code 12345.'", async () => {
      const message = 'We do not know the ZIP code 12345.';
      expect(await refused({ ZipCode: '12345' })).toEqual({
        status: 400,
        body: { message, fields: { 'body.ZipCode': message } },
      });
      expect((await refused({ ZipCode: '12345', IsRadiusSelected: true, Radius: 10 })).status).toBe(400);
    });

    test("another gardener's yard is 404 as an unknown one is (ids cannot be mapped); a yard without a zone is a 400", async () => {
      const theirs = await yardOf(other, ZONE.z7b);
      expect(await refused({ YardId: theirs })).toEqual({
        status: 404,
        body: { message: `There is no yard ${theirs}.` },
      });
      expect(await refused({ YardId: 999_999 })).toEqual({
        status: 404,
        body: { message: 'There is no yard 999999.' },
      });
      const noZone = await yardOf(me, 0);
      const bad = await refused({ YardId: noZone });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['body.YardId']);
    });
  });

  describe('zid: thrives in this zone', () => {
    async function zoneOf(who: Gardener, sun: number, water: number) {
      const yardId = await yardOf(who, ZONE.z7b);
      const [zone] = await api.db
        .insert(zones)
        .values({
          userId: who.identity.Id,
          yardId,
          name: 'Border',
          sunRequirementId: sun,
          waterRequirementId: water,
        })
        .returning({ id: zones.id });
      return zone!.id;
    }

    test('thrive-only filter: good overall (1) only, never borderline (DESIGN §7), each with its score', async () => {
      const zid = await zoneOf(me, SUN.partSun, WATER.medium);
      const conditions: ZoneConditions = {
        sunRequirementId: SUN.partSun,
        waterRequirementId: WATER.medium,
        yardHardinessZoneId: ZONE.z7b,
      };
      const sunPx = await loadSunPx(api.db);
      const score = (p: OraclePlant) =>
        scorePlantInZone(
          {
            SunRequirementId: p.sunRequirementId,
            AltSunRequirementId: p.altSunRequirementId,
            WaterRequirementId: p.waterRequirementId,
            ZoneLowId: p.zoneLowId,
            ZoneHighId: p.zoneHighId,
          },
          conditions,
          sunPx,
        ).Overall;
      const page = await expectFinds({ zid }, (p) => score(p).Score === 1);
      const byId = new Map(catalogue.map((plant) => [plant.id, plant]));
      for (const item of page.Items) expect(item.Thrive).toEqual(score(byId.get(item.Id)!));
      expect(new Set(page.Items.map((item) => item.Thrive?.Score))).toEqual(new Set([1]));
      // Full sun and medium water: in part sun the sun alone is poor, so borderline, and left out.
      const tomato = catalogue.find((plant) => plant.commonName === 'Tomato')!;
      expect(score(tomato).Score).toBe(2);
      expect((await search({ zid, k: 'tomato' })).Items.map((item) => item.CommonName)).not.toContain(
        'Tomato',
      );
    });

    test("another gardener's zone is 404 as an unknown one is", async () => {
      const theirs = await zoneOf(other, SUN.fullSun, WATER.medium);
      expect(await refused({ zid: theirs })).toEqual({
        status: 404,
        body: { message: `There is no zone ${theirs}.` },
      });
      expect((await refused({ zid: 999_999 })).status).toBe(404);
    });
  });

  describe('bad filters are 400s naming the field', () => {
    test.each([
      [
        'a bad unit',
        { AdultHeight: { Min: 1, Max: 2, Unit: 'yd' } },
        'body.AdultHeight.Unit',
        'The unit must be in, ft, cm or m.',
      ],
      [
        'Min above Max',
        { AdultSpread: { Min: 5, Max: 2, Unit: 'ft' } },
        'body.AdultSpread.Min',
        'The smallest size must not be above the largest.',
      ],
      ['c above 50', { c: 51 }, 'body.c', 'The page size must be at most 50.'],
      ['a negative page', { i: -1 }, 'body.i', 'The page must not be negative.'],
      ['a sort not in the list', { s: 'Price ASC' }, 'body.s', 'Choose a sort from the list.'],
      ['a ZIP that is not 5 digits', { ZipCode: '1234' }, 'body.ZipCode', 'A ZIP code is 5 digits.'],
    ])('%s', async (_, filter, field, message) => {
      const { status, body } = await refused(filter as PlantSearchFilter);
      expect(status).toBe(400);
      expect(body.fields[field]).toBe(message);
    });

    test('ids not in their list name every field that has one', async () => {
      const { status, body } = await refused({
        FlowerTimes: [FLOWER.earlySummer, 99],
        Attracants: [42],
        Categories: [77],
        cid: 88,
        SunRequirementsIds: [SUN.fullSun],
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: 'There is no category 77.',
        fields: {
          'body.Categories': 'There is no category 77.',
          'body.FlowerTimes': 'There is no flower time 99.',
          'body.Attracants': 'There is no attractant 42.',
          'body.cid': 'There is no category 88.',
        },
      });
    });
  });
});
