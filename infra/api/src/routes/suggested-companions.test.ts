import { eq } from 'drizzle-orm';
import type { Companions } from '@thrive/shared/contracts';
import { scorePlantInZone, sunPxTable, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../db/database';
import { plants, yards, zones } from '../db/schema';
import { genusOf, linkPlantPests, readPests } from '../reference-data/plant-pests';
import { readList } from '../reference-data/reference-files';
import { COMPANIONS_MAX } from '../services/plant-lists/companions';
import { signedInDirectly } from '../testing/identity-fixture';
import { seededApp, type Gardener } from '../testing/seeded-app';
import { testDatabases } from '../testing/test-databases';

const sunPx = sunPxTable(readList('sun-requirements').map(({ Id, PX }) => ({ Id, PX: Number(PX) })));
/** Pests by the pests file itself, not by the links the seed wrote from it. */
const pestsOf = (botanicalName: string) =>
  new Set(
    readPests()
      .filter((pest) => pest.Genera.includes(genusOf(botanicalName)))
      .map((pest) => pest.Id),
  );
const sharesAPest = (a: string, b: string) => [...pestsOf(a)].some((pest) => pestsOf(b).has(pest));

const FULL_SHADE = 1;
const DRY = 1;
const WET = 5;
const ZONE_13B = 26;
const [VEGETABLES, HERBS, PERENNIALS] = [1, 2, 5];

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
    bogPlant('Sunny Borderline', 'Umbraria tertia', PERENNIALS, { sunRequirementId: 6 }),
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
  const bogZone = async (who: Gardener) => {
    const [yard] = await api.db
      .insert(yards)
      .values({ userId: who.identity.Id, name: 'Tropics', hardinessZoneId: ZONE_13B })
      .returning({ id: yards.id });
    const [zone] = await api.db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name: 'Bog bed',
        sunRequirementId: FULL_SHADE,
        waterRequirementId: WET,
      })
      .returning({ id: zones.id });
    return zone!.id;
  };
  const NIGHTSHADE_PESTS =
    'Tomato hornworm, Colorado potato beetle, Flea beetles, Corn earworm (tomato fruitworm)';

  test('companions score good in the plant’s own conditions, share no pest, are of another genus; another category first', async () => {
    const me = await gardener();
    const result = await ok(me, await idOf(SUBJECT));
    // Left out: Marsh Nightshade (same genus), Shade Pepper and Shade Mustard (a shared pest),
    // Sunny Borderline, Unknown Water and Cold One (not good in the bog), Bog Creeper (a weed).
    expect(result.Items.map((item) => item.CommonName)).toEqual(['Ash Fern', 'Bog Hosta', 'Aardvark Green']);
    expect(result.Items.map((item) => item.Thrive?.Score)).toEqual([1, 1, 1]);
    expect(result.Basis).toBe(
      `Plants that score good in Shade Nightshade's own conditions (Full Shade, Wet, zone 13b), are not of the genus Solanum and share no pest with Shade Nightshade (${NIGHTSHADE_PESTS}).`,
    );
  });

  test('issue 28: a noxious or invasive weed is never a companion, though it scores good and shares no pest', async () => {
    const me = await gardener();
    const names = (await ok(me, await idOf(SUBJECT))).Items.map((item) => item.CommonName);
    expect(names).toContain('Ash Fern'); // of the same conditions as Bog Creeper
    expect(names).not.toContain('Bog Creeper');
    const inZone = await ok(me, await idOf(SUBJECT), await bogZone(me));
    expect(inZone.Items.map((item) => item.CommonName)).not.toContain('Bog Creeper');
  });

  test("in the gardener's zone: plants that score good there, sharing no pest", async () => {
    const me = await gardener();
    const zoneId = await bogZone(me);
    const result = await ok(me, await idOf(SUBJECT), zoneId);
    expect(result.Items.map((item) => item.CommonName)).toEqual(['Ash Fern', 'Bog Hosta', 'Aardvark Green']);
    expect(result.Basis).toBe(
      `Plants that score good in your zone Bog bed (Full Shade, Wet, zone 13b), are not of the genus Solanum and share no pest with Shade Nightshade (${NIGHTSHADE_PESTS}).`,
    );
    // The pepper's pests are the hornworm and the earworm: the mustard is a companion of it.
    const pepper = await ok(me, await idOf('Capsicum umbrosum'), zoneId);
    expect(pepper.Items.map((item) => item.CommonName)).toEqual([
      'Aardvark Green',
      'Ash Fern',
      'Bog Hosta',
      'Shade Mustard',
    ]);
  });

  test(`at most ${COMPANIONS_MAX}, by name within a category`, async () => {
    const me = await gardener();
    const result = await ok(me, await idOf('Singula planta'));
    expect(result.Items.map((item) => item.CommonName)).toEqual(
      Array.from({ length: COMPANIONS_MAX }, (_, index) => `Many ${String(index + 1).padStart(2, '0')}`),
    );
  });

  test('for Tomato in the catalogue: the first 12 of every good plant with no shared pest and another genus', async () => {
    const me = await gardener();
    const tomato = 'Solanum lycopersicum';
    const [plant] = await api.db.select().from(plants).where(eq(plants.botanicalName, tomato));
    // Tomato's own conditions: Full Sun, Medium, the middle of 3a-11b.
    const own: ZoneConditions = {
      sunRequirementId: plant!.sunRequirementId,
      waterRequirementId: plant!.waterRequirementId,
      yardHardinessZoneId: Math.floor((plant!.zoneLowId + plant!.zoneHighId) / 2),
    };
    const scored = (row: typeof plant & object) =>
      scorePlantInZone(
        {
          SunRequirementId: row.sunRequirementId,
          AltSunRequirementId: row.altSunRequirementId,
          WaterRequirementId: row.waterRequirementId,
          ZoneLowId: row.zoneLowId,
          ZoneHighId: row.zoneHighId,
        },
        own,
        sunPx,
      ).Overall.Score;
    const expected = (await api.db.select().from(plants))
      .filter((row) => scored(row) === 1)
      .filter((row) => genusOf(row.botanicalName) !== 'Solanum' && !sharesAPest(row.botanicalName, tomato))
      .sort(
        (a, b) =>
          Number(a.categoryId === plant!.categoryId) - Number(b.categoryId === plant!.categoryId) ||
          (a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : 0),
      )
      .slice(0, COMPANIONS_MAX);
    const result = await ok(me, plant!.id);
    expect(result.Items.map((item) => item.BotanicalName)).toEqual(expected.map((row) => row.botanicalName));
    expect(result.Items).toHaveLength(COMPANIONS_MAX);
    for (const item of result.Items) {
      expect([item.BotanicalName, scorePlantInZone(item, own, sunPx).Overall.Score]).toEqual([
        item.BotanicalName,
        1,
      ]);
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

  test("another gardener's zone is refused (403); an unknown plant or zone is 404; bad ids are 400", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    const zoneId = await bogZone(owner);
    const subject = await idOf(SUBJECT);
    const theirs = await companions(intruder, subject, zoneId);
    expect([theirs.statusCode, theirs.json()]).toEqual([
      403,
      { message: 'This zone belongs to another gardener.' },
    ]);
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
