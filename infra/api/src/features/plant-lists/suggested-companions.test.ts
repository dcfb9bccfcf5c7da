import { and, eq, inArray } from 'drizzle-orm';
import type { Companions } from '@thrive/shared/contracts';
import { scorePlantInZone, sunPxTable, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants, yards, zones } from '../../db/schema';
import { genusOf, linkPlantPests, readPests } from '../../reference-data/plant-pests';
import { readList } from '../../reference-data/reference-files';
import { BESIDE_CROPS_MAX_HEIGHT_IN } from './companion-ranking';
import { COMPANIONS_MAX } from './companions';
import { signedInDirectly } from '../../testing/identity-fixture';
import { seededApp, type Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';

const sunPx = sunPxTable(readList('sun-requirements').map(({ Id, PX }) => ({ Id, PX: Number(PX) })));
/** Pests by the pests file itself, not by the links the seed wrote from it. */
const pestsOf = (botanicalName: string) =>
  new Set(
    readPests()
      .filter((pest) => pest.Genera.includes(genusOf(botanicalName)))
      .map((pest) => pest.Id),
  );
const sharesAPest = (a: string, b: string) => [...pestsOf(a)].some((pest) => pestsOf(b).has(pest));

const [FULL_SHADE, MOSTLY_SHADE, PART_SHADE, PART_SUN, FULL_SUN] = [1, 2, 3, 4, 6];
const [DRY, DRY_TO_MEDIUM, MEDIUM, WET] = [1, 2, 3, 5];
const [ZONE_7A, ZONE_13B] = [13, 26];
const [VEGETABLES, HERBS, PERENNIALS, GRASSES, TREES] = [1, 2, 5, 7, 9];

// A bog in zone 13b in full shade, where no catalogue plant grows: these test plants are alone there.
const bogPlant = (commonName: string, botanicalName: string, categoryId: number, change: object = {}) => ({
  commonName,
  botanicalName,
  categoryId,
  lifecycle: 'perennial',
  sunRequirementId: FULL_SHADE,
  waterRequirementId: WET,
  zoneLowId: ZONE_13B,
  zoneHighId: ZONE_13B,
  source: 'test',
  ...change,
});
const shadePlant = (
  commonName: string,
  botanicalName: string,
  categoryId: number,
  heightMaxIn: number,
  spreadMaxIn: number,
  change: object = {},
) =>
  bogPlant(commonName, botanicalName, categoryId, {
    sunRequirementId: PART_SHADE,
    waterRequirementId: MEDIUM,
    heightMaxIn,
    spreadMaxIn,
    ...change,
  });
const SUBJECT = 'Solanum umbrosum';
async function plantTheBog(db: Database) {
  await db.insert(plants).values([
    bogPlant('Shade Nightshade', SUBJECT, VEGETABLES),
    bogPlant('Marsh Nightshade', 'Solanum palustre', PERENNIALS), // same genus
    bogPlant('Shade Pepper', 'Capsicum umbrosum', PERENNIALS), // tomato hornworm, corn earworm
    bogPlant('Shade Mustard', 'Brassica umbrosa', PERENNIALS), // flea beetles
    bogPlant('Bog Hosta', 'Hosta palustris', PERENNIALS), // slugs: not the nightshade's pest
    bogPlant('Ash Fern', 'Umbraria prima', HERBS),
    bogPlant('Aardvark Green', 'Umbraria secunda', VEGETABLES), // the nightshade's own category
    // One sun class too bright for the bog: borderline there.
    bogPlant('Sunny Borderline', 'Umbraria tertia', PERENNIALS, { sunRequirementId: MOSTLY_SHADE }),
    bogPlant('Unknown Water', 'Umbraria ignota', PERENNIALS, { waterRequirementId: 0 }),
    bogPlant('Cold One', 'Umbraria frigida', PERENNIALS, { zoneLowId: 1, zoneHighId: 10 }),
    bogPlant('Bog Creeper', 'Umbraria invasiva', PERENNIALS, { weedStatus: 'invasive' }), // a weed
    // Thirteen plants of a dry shade, for the limit.
    bogPlant('Lonely Plant', 'Singula planta', PERENNIALS, { waterRequirementId: DRY }),
    ...Array.from({ length: 13 }, (_, index) =>
      bogPlant(`Many ${String(index + 1).padStart(2, '0')}`, `Multia species${index + 1}`, PERENNIALS, {
        waterRequirementId: DRY,
      }),
    ),
    // A shade bed (Part Shade, Medium), sized, for the similarity rules.
    shadePlant('Shade Bean', 'Similis faba', PERENNIALS, 24, 24),
    shadePlant('Twin Alike', 'Geminus par', PERENNIALS, 24, 24),
    shadePlant('Tall Alike', 'Altus par', PERENNIALS, 96, 96),
    shadePlant('Other Sun', 'Aprica alia', PERENNIALS, 24, 24, {
      sunRequirementId: PART_SUN,
      altSunRequirementId: MOSTLY_SHADE, // Part Shade lies in its range: good there
    }),
    shadePlant('Drier One', 'Sicca una', PERENNIALS, 24, 24, { waterRequirementId: DRY_TO_MEDIUM }),
    shadePlant('Shade Parsley', 'Umbrosa herba', HERBS, 12, 12),
    shadePlant('Shade Tree', 'Arbor umbrosa', TREES, 240, 240),
    shadePlant('Giant Reed', 'Harundo gigas', GRASSES, 144, 48),
  ]);
  await linkPlantPests(db);
}

describe.each(testDatabases())('GET Plants/{id}/SuggestedCompanions/{zoneId}/ on $driver', (testDb) => {
  const api = seededApp(testDb, plantTheBog);
  let gardeners = 0;
  const gardener = () => signedInDirectly(api.db, { email: `companions-${++gardeners}@example.com` });
  const idOf = async (botanicalName: string) =>
    (await api.db.select({ id: plants.id }).from(plants).where(eq(plants.botanicalName, botanicalName)))[0]!
      .id;
  const companions = async (who: Gardener, plantId: number | string, zoneId: number | string, query = '') =>
    api.app.inject({
      method: 'GET',
      url: `/api/Plants/${plantId}/SuggestedCompanions/${zoneId}/${query}`,
      headers: who.headers,
    });
  const ok = async (who: Gardener, plantId: number, zoneId = 0): Promise<Companions> => {
    const response = await companions(who, plantId, zoneId, '?lat=45.5&lng=-122.6&pid=1&ptl=0');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const gardenZone = async (who: Gardener, name: string, sun: number, water: number, hardiness: number) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: `${name} yard`, hardinessZoneId: hardiness })
      .returning({ id: yards.id });
    const [zone] = await api.db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name,
        sunRequirementId: sun,
        waterRequirementId: water,
      })
      .returning({ id: zones.id });
    return zone!.id;
  };
  const bogZone = (who: Gardener) => gardenZone(who, 'Bog bed', FULL_SHADE, WET, ZONE_13B);
  const namesOf = (result: Companions) => result.Items.map((item) => item.CommonName);
  const NIGHTSHADE_PESTS =
    'Tomato hornworm, Colorado potato beetle, Flea beetles, Corn earworm (tomato fruitworm)';
  const TOMATO_PESTS = NIGHTSHADE_PESTS;

  test('companions do well in the plant’s own conditions (good, then borderline), share no pest, are of another genus', async () => {
    const me = await gardener();
    const result = await ok(me, await idOf(SUBJECT));
    // Left out: Marsh Nightshade (same genus), Shade Pepper and Shade Mustard (a shared pest),
    // Unknown Water (a need not known), Cold One (not hardy in 13b), Bog Creeper (a weed), and
    // the shade bed's plants (sun and water both poor in the bog).
    expect(namesOf(result).slice(0, 4)).toEqual([
      'Aardvark Green',
      'Ash Fern',
      'Bog Hosta',
      'Sunny Borderline',
    ]);
    expect(result.Items.map((item) => item.Thrive?.Score).slice(0, 4)).toEqual([1, 1, 1, 2]);
    // The dry shade's plants follow, borderline in the bog (their water is poor there).
    expect(new Set(result.Items.slice(4).map((item) => item.Thrive?.Score))).toEqual(new Set([2]));
    expect(namesOf(result)).toHaveLength(COMPANIONS_MAX);
    expect(result.Items.every((item) => item.Pairing === undefined)).toBe(true);
    expect(result.Basis).toBe(
      `Plants that do well in Shade Nightshade's own conditions (Full Shade, Wet, zone 13b), with needs and size like Shade Nightshade's, not of the genus Solanum and sharing no pest with Shade Nightshade (${NIGHTSHADE_PESTS}).`,
    );
  });

  test('issue 28: a noxious or invasive weed is never a companion, though it scores good and shares no pest', async () => {
    const me = await gardener();
    const names = namesOf(await ok(me, await idOf(SUBJECT)));
    expect(names).toContain('Ash Fern'); // of the same conditions as Bog Creeper
    expect(names).not.toContain('Bog Creeper');
    const inZone = await ok(me, await idOf(SUBJECT), await bogZone(me));
    expect(namesOf(inZone)).not.toContain('Bog Creeper');
  });

  test("in the gardener's zone: plants that do well there, good first, sharing no pest", async () => {
    const me = await gardener();
    const zoneId = await bogZone(me);
    const result = await ok(me, await idOf(SUBJECT), zoneId);
    expect(namesOf(result).slice(0, 4)).toEqual([
      'Aardvark Green',
      'Ash Fern',
      'Bog Hosta',
      'Sunny Borderline',
    ]);
    expect(result.Basis).toBe(
      `Plants that do well in your zone Bog bed (Full Shade, Wet, zone 13b), with needs and size like Shade Nightshade's, not of the genus Solanum and sharing no pest with Shade Nightshade (${NIGHTSHADE_PESTS}).`,
    );
    // The pepper's pests are the hornworm and the earworm: the mustard is a companion of it.
    const pepper = await ok(me, await idOf('Capsicum umbrosum'), zoneId);
    expect(namesOf(pepper).slice(0, 5)).toEqual([
      'Aardvark Green',
      'Ash Fern',
      'Bog Hosta',
      'Shade Mustard',
      'Sunny Borderline',
    ]);
  });

  test(`at most ${COMPANIONS_MAX}; equally alike, by name`, async () => {
    const me = await gardener();
    const result = await ok(me, await idOf('Singula planta'));
    expect(namesOf(result)).toEqual(
      Array.from({ length: COMPANIONS_MAX }, (_, index) => `Many ${String(index + 1).padStart(2, '0')}`),
    );
  });

  test('the similarity fallback prefers same sun/water/size: good first, then the most alike in needs and size', async () => {
    const me = await gardener();
    const result = await ok(me, await idOf('Similis faba'));
    // Twin Alike: the same needs and size. Other Sun: one sun class apart, the same size.
    // Shade Parsley, Giant Reed, Tall Alike, Shade Tree: the same needs, ever further in size.
    // Drier One: another water, so borderline in the bed, after every good one.
    expect(namesOf(result)).toEqual([
      'Twin Alike',
      'Other Sun',
      'Shade Parsley',
      'Giant Reed',
      'Tall Alike',
      'Shade Tree',
      'Drier One',
    ]);
    expect(result.Items.map((item) => item.Thrive?.Score)).toEqual([1, 1, 1, 1, 1, 1, 2]);
  });

  test('no plant over 3 m, nor a tree, is suggested for a herb or a vegetable', async () => {
    const me = await gardener();
    // Of the shade bed, the parsley (a herb) gets neither the tree nor the 12 ft reed.
    expect(namesOf(await ok(me, await idOf('Umbrosa herba')))).toEqual([
      'Shade Bean',
      'Twin Alike',
      'Other Sun',
      'Tall Alike',
      'Drier One',
    ]);
    // Every herb and vegetable of the catalogue, in its own conditions.
    const crops = await api.db
      .select({ id: plants.id, name: plants.commonName })
      .from(plants)
      .where(and(inArray(plants.categoryId, [VEGETABLES, HERBS]), eq(plants.source, 'curated')));
    const all = new Map((await api.db.select().from(plants)).map((row) => [row.id, row]));
    const tooBig: string[] = [];
    for (const crop of crops) {
      for (const item of (await ok(me, crop.id)).Items) {
        const row = all.get(item.Id)!;
        if (row.categoryId === TREES || (row.heightMaxIn ?? 0) > BESIDE_CROPS_MAX_HEIGHT_IN)
          tooBig.push(`${crop.name}: ${row.commonName}`);
      }
    }
    expect(crops.length).toBeGreaterThan(50);
    expect(tooBig).toEqual([]);
    expect(BESIDE_CROPS_MAX_HEIGHT_IN).toBe(Math.floor(300 / 2.54));
  });

  test('tomato gets basil and marigold before anything alphabetical: the first companions come from the companion table', async () => {
    const me = await gardener();
    const result = await ok(me, await idOf('Solanum lycopersicum'));
    // In Tomato's own conditions (Full Sun, Medium, 7a) the table's good ones come first in
    // the table's order (Basil, Lettuce, Spinach, Asparagus), then its borderline ones (French
    // Marigold, Borage, Nasturtium like it a little drier), then plants of like needs and size.
    const paired = result.Items.filter((item) => item.Pairing).length;
    expect(paired).toBeGreaterThanOrEqual(5);
    expect(result.Items.slice(0, paired).every((item) => item.Pairing)).toBe(true);
    expect(namesOf(result)[0]).toBe('Basil');
    expect(namesOf(result).slice(0, paired)).toEqual(expect.arrayContaining(['French Marigold', 'Borage']));
    const scores = result.Items.slice(0, paired).map((item) => item.Thrive?.Score);
    expect(scores).toEqual([...scores].sort((a, b) => (a === b ? 0 : a === 1 ? -1 : 1)));
    expect(namesOf(result).slice(0, 3)).not.toContain('Abyssinian Gladiolus');
    expect(result.Basis).toBe(
      `Known good companions of Tomato first, then plants that do well in Tomato's own conditions (Full Sun, Medium, zone 7a), with needs and size like Tomato's, not of the genus Solanum and sharing no pest with Tomato (${TOMATO_PESTS}).`,
    );
    // In a sunny, drier zone the marigold, borage and nasturtium do best, so they lead.
    const dry = await ok(
      me,
      await idOf('Solanum lycopersicum'),
      await gardenZone(me, 'Dry bed', FULL_SUN, DRY_TO_MEDIUM, ZONE_7A),
    );
    expect(namesOf(dry).slice(0, 3)).toEqual(['French Marigold', 'Borage', 'Nasturtium']);
    expect(dry.Items.slice(0, 3).map((item) => item.Thrive?.Score)).toEqual([1, 1, 1]);
    expect(namesOf(dry)[3]).toBe('Basil');
  });

  test('a companion from the table carries its reason (and its note)', async () => {
    const me = await gardener();
    const tomato = await ok(me, await idOf('Solanum lycopersicum'));
    expect(tomato.Items[0]).toMatchObject({
      CommonName: 'Basil',
      Pairing: { Reason: 'Pest deterrence', Note: expect.stringMatching(/^Basil's strong scent/) },
    });
    const byName = (result: Companions, name: string) =>
      result.Items.find((item) => item.CommonName === name);
    expect(byName(tomato, 'Lettuce')?.Pairing?.Reason).toBe('Shade');
    expect(byName(tomato, 'Borage')?.Pairing?.Reason).toBe('Pollinators');
    const corn = await ok(me, await idOf('Zea mays'));
    expect(byName(corn, 'Green Bean')?.Pairing?.Reason).toBe('Support');
    expect(byName(corn, 'Zucchini')?.Pairing?.Reason).toBe('Shade');
    const bean = await ok(me, await idOf('Phaseolus vulgaris'));
    expect(byName(bean, 'Zucchini')?.Pairing?.Reason).toBe('Nitrogen');
    // A table pairing is known good even when the two share a pest: the nasturtium is the
    // cabbage's trap crop for the cabbageworm.
    expect(sharesAPest('Brassica oleracea var. capitata', 'Tropaeolum majus')).toBe(true);
    const cabbage = await ok(me, await idOf('Brassica oleracea var. capitata'));
    expect(byName(cabbage, 'Nasturtium')?.Pairing?.Reason).toBe('Pest deterrence');
  });

  test('for Tomato in the catalogue: every companion does well there; those beyond the table share no pest and are of another genus', async () => {
    const me = await gardener();
    const tomato = 'Solanum lycopersicum';
    const [plant] = await api.db.select().from(plants).where(eq(plants.botanicalName, tomato));
    // Tomato's own conditions: Full Sun, Medium, the middle of 3a-11b.
    const own: ZoneConditions = {
      sunRequirementId: plant!.sunRequirementId,
      waterRequirementId: plant!.waterRequirementId,
      yardHardinessZoneId: Math.floor((plant!.zoneLowId + plant!.zoneHighId) / 2),
    };
    const result = await ok(me, plant!.id);
    expect(result.Items).toHaveLength(COMPANIONS_MAX);
    // Fennel is as alike as they come (Full Sun, Medium, 6 ft) but the table says to avoid it.
    expect(namesOf(result)).not.toContain('Fennel');
    for (const item of result.Items) {
      expect([item.BotanicalName, scorePlantInZone(item, own, sunPx).Overall.Score]).toEqual([
        item.BotanicalName,
        item.Thrive?.Score,
      ]);
      expect([1, 2]).toContain(item.Thrive?.Score);
      if (item.Pairing) continue;
      expect([item.BotanicalName, sharesAPest(item.BotanicalName, tomato)]).toEqual([
        item.BotanicalName,
        false,
      ]);
      expect(genusOf(item.BotanicalName)).not.toBe('Solanum');
    }
  });

  test('a plant whose conditions are not known has no companions, and the Basis says why', async () => {
    const me = await gardener();
    const result = await ok(me, await idOf('Umbraria ignota'));
    expect(result).toEqual({
      Items: [],
      Basis:
        'No companions: the sun, water or hardiness zone of Unknown Water is not known, so no plant can be scored there.',
    });
  });

  test("another gardener's zone is 404 as an unknown one is; an unknown plant is 404; bad ids are 400", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    const zoneId = await bogZone(owner);
    const subject = await idOf(SUBJECT);
    const theirs = await companions(intruder, subject, zoneId);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: `There is no zone ${zoneId}.` }]);
    const noZone = await companions(intruder, subject, 999999);
    expect([noZone.statusCode, noZone.json()]).toEqual([404, { message: 'There is no zone 999999.' }]);
    const noPlant = await companions(intruder, 999999, 0);
    expect([noPlant.statusCode, noPlant.json()]).toEqual([404, { message: 'There is no plant 999999.' }]);
    const badZone = await companions(intruder, subject, -1);
    expect([badZone.statusCode, badZone.json().fields]).toEqual([
      400,
      { 'params.zoneId': 'The zone id must not be negative.' },
    ]);
    const badLat = await companions(intruder, subject, 0, '?lat=100');
    expect([badLat.statusCode, Object.keys(badLat.json().fields)]).toEqual([400, ['querystring.lat']]);
  });
});
