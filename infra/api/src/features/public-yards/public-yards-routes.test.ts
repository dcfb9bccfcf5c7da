import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { PublicYard, Yard } from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { images, plantIllustrations, plants, plantZones, yards, zones } from '../../db/schema';
import { illustrationAddress } from '../plant-illustrations/illustration-address';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInDirectly } from '../../testing/identity-fixture';

type Gardener = Awaited<ReturnType<typeof signedInDirectly>>;

const HOSTA = 'Hosta spp.'; // Part Shade / Full Shade, Medium, 3a-9b
const TOMATO = 'Solanum lycopersicum'; // Full Sun, Medium, 3a-11b
const FULL_SUN = 6;
const MEDIUM = 3;
const ZONE_7B = 14;
const NOT_PUBLIC = 'This yard is not public.';

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe.each(testDatabases())('public yards (SPEC §7 YardsPublic) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const plantId: Record<string, number> = {};
  /** Each plant's drawing address, as the public page gives it. */
  const drawingOf: Record<string, string> = {};

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig() });
    const found = await database.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, [HOSTA, TOMATO]));
    for (const plant of found) plantId[plant.name] = plant.id;
    const drawings = await database.db
      .select({ plantId: plantIllustrations.plantId, hash: plantIllustrations.hash })
      .from(plantIllustrations)
      .where(inArray(plantIllustrations.plantId, Object.values(plantId)));
    for (const [name, id] of Object.entries(plantId)) {
      const drawing = drawings.find((row) => row.plantId === id);
      drawingOf[name] = drawing ? illustrationAddress(id, drawing.hash) : '';
    }
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  let gardeners = 0;
  const gardener = () => signedInDirectly(database.db, { email: `public-yard-${++gardeners}@example.com` });

  const setPublic = (who: Gardener, YardId: number, IsPublic: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/users/${who.identity.Id}/YardsPublic/`,
      headers: who.headers,
      payload: { YardId, IsPublic },
    });
  const publicPage = (id: number) => app.inject({ url: `/api/public/yard/${id}` });
  const isPublic = async (yardId: number) =>
    (await database.db.select({ isPublic: yards.isPublic }).from(yards).where(eq(yards.id, yardId)))[0]!
      .isPublic;

  /** A yard at a real address with a sunny zone (a tomato and a hosta) and an empty shady one. */
  async function yardOf(who: Gardener) {
    const [yard] = await database.db
      .insert(yards)
      .values({
        userId: who.identity.Id,
        name: 'Front garden',
        address: '350 Fifth Avenue',
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        latitude: 40.7484,
        longitude: -73.9857,
        hardinessZoneId: ZONE_7B,
      })
      .returning({ id: yards.id });
    const [sunny] = await database.db
      .insert(zones)
      .values({
        userId: who.identity.Id,
        yardId: yard!.id,
        name: 'Sunny border',
        sunRequirementId: FULL_SUN,
        waterRequirementId: MEDIUM,
        notes: 'Spare key under the blue pot',
      })
      .returning({ id: zones.id });
    const [shade] = await database.db
      .insert(zones)
      .values({ userId: who.identity.Id, yardId: yard!.id, name: 'Shade', sunRequirementId: 3 })
      .returning({ id: zones.id });
    await database.db.insert(plantZones).values([
      { userId: who.identity.Id, zoneId: sunny!.id, plantId: plantId[TOMATO]! },
      { userId: who.identity.Id, zoneId: sunny!.id, plantId: plantId[HOSTA]! },
    ]);
    return { yardId: yard!.id, sunny: sunny!.id, shade: shade!.id };
  }

  test('YardsPublic sets the flag and answers the yard; false hides it again', async () => {
    const me = await gardener();
    const { yardId } = await yardOf(me);
    const shown = await setPublic(me, yardId, true);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<Yard>()).toMatchObject({
      Id: yardId,
      Name: 'Front garden',
      IsPublic: true,
      ZoneCount: 2,
    });
    expect(await isPublic(yardId)).toBe(true);
    const hidden = await setPublic(me, yardId, false);
    expect(hidden.json<Yard>().IsPublic).toBe(false);
    expect(await isPublic(yardId)).toBe(false);
  });

  test("a YardId of another gardener's yard is 404 as an unknown one is, and its flag is unchanged", async () => {
    const owner = await gardener();
    const intruder = await gardener();
    const { yardId } = await yardOf(owner);
    const refused = await setPublic(intruder, yardId, true);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^There is no yard \d+\.$/) });
    expect(await isPublic(yardId)).toBe(false);
    expect((await publicPage(yardId)).statusCode).toBe(404);

    await setPublic(owner, yardId, true);
    expect((await setPublic(intruder, yardId, false)).statusCode).toBe(404);
    expect(await isPublic(yardId)).toBe(true);

    const unknown = await setPublic(intruder, 999999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no yard 999999.');
  });

  test('YardsPublic needs a session and a valid body', async () => {
    const me = await gardener();
    const { yardId } = await yardOf(me);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/users/${me.identity.Id}/YardsPublic/`,
      payload: { YardId: yardId, IsPublic: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const noYard = await setPublic(me, 0, true);
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json().fields).toEqual({ 'body.YardId': 'Choose the yard.' });
    expect(await isPublic(yardId)).toBe(false);
  });

  test('the public page needs no session and shows the town, hardiness zone, zones and plants with their overall score', async () => {
    const me = await gardener();
    const { yardId, sunny, shade } = await yardOf(me);
    await setPublic(me, yardId, true);
    const page = await publicPage(yardId);
    expect(page.statusCode).toBe(200);
    expect(page.json<PublicYard>()).toEqual({
      Id: yardId,
      Name: 'Front garden',
      City: 'New York',
      State: 'NY',
      HardinessZoneId: ZONE_7B,
      HardinessZoneName: '7b',
      Zones: [
        {
          Id: sunny,
          Name: 'Sunny border',
          SunRequirementId: FULL_SUN,
          SunRequirementName: 'Full Sun',
          WaterRequirementId: MEDIUM,
          WaterRequirementName: 'Medium',
          Plants: [
            {
              PlantId: plantId[HOSTA],
              CommonName: 'Hosta',
              BotanicalName: HOSTA,
              Thumbnail: drawingOf[HOSTA],
              Overall: { Score: 0, Tooltip: THRIVE_TOOLTIPS.overall.poor },
            },
            {
              PlantId: plantId[TOMATO],
              CommonName: 'Tomato',
              BotanicalName: TOMATO,
              Thumbnail: drawingOf[TOMATO],
              Overall: { Score: 1, Tooltip: THRIVE_TOOLTIPS.overall.good },
            },
          ],
        },
        {
          Id: shade,
          Name: 'Shade',
          SunRequirementId: 3,
          SunRequirementName: 'Part Shade',
          WaterRequirementId: 0,
          // 0 is not set: no name.
          WaterRequirementName: '',
          Plants: [],
        },
      ],
    });
  });

  test('nothing private: the public page never shows the email, address, ZIP code, coordinates, notes, the gardener or their photos and where they were taken', async () => {
    const me = await gardener();
    const { yardId } = await yardOf(me);
    // The gardener's own photo of the tomato, taken in their garden: private, with its place.
    await database.db.insert(images).values({
      userId: me.identity.Id,
      plantId: plantId[TOMATO]!,
      storageKey: `public-yard-test/${me.identity.Id}/tomato.jpg`,
      thumbnailKey: `public-yard-test/${me.identity.Id}/tomato-thumb.jpg`,
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      latitude: 40.7411,
      longitude: -73.9897,
      city: 'Flatiron',
      state: 'NY',
    });
    await setPublic(me, yardId, true);
    const page = await publicPage(yardId);
    expect(page.statusCode).toBe(200);
    const body = page.body;
    for (const secret of [
      me.identity.Email,
      '350 Fifth Avenue',
      '10001',
      '40.7484',
      '73.9857',
      me.identity.Token,
      'Spare key under the blue pot',
      'tomato-thumb.jpg',
      'tomato.jpg',
      '40.7411',
      '73.9897',
      'Flatiron',
      '/media/',
    ])
      expect(body).not.toContain(secret);
    const forbiddenKeys = [
      'Email',
      'Address',
      'PostalCode',
      'Latitude',
      'Longitude',
      'UserId',
      'userId',
      'Notes',
      'Images',
      'Photos',
    ];
    expect(keysOf(page.json()).filter((key) => forbiddenKeys.includes(key))).toEqual([]);
    // The tomato shows its catalogue drawing, not the gardener's photo.
    expect(drawingOf[TOMATO]).toMatch(/Illustration\.svg/);
    const tomato = page
      .json<PublicYard>()
      .Zones.flatMap((zone) => zone.Plants)
      .find((plant) => plant.PlantId === plantId[TOMATO]);
    expect(tomato?.Thumbnail).toBe(drawingOf[TOMATO]);
  });

  test('a private yard and a yard that does not exist answer the same 404, so existence does not leak', async () => {
    const me = await gardener();
    const { yardId } = await yardOf(me);
    const hidden = await publicPage(yardId);
    const missing = await publicPage(999999);
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: NOT_PUBLIC });
    expect(missing.json()).toEqual({ message: NOT_PUBLIC });

    await setPublic(me, yardId, true);
    expect((await publicPage(yardId)).statusCode).toBe(200);
    await setPublic(me, yardId, false);
    expect((await publicPage(yardId)).json()).toEqual({ message: NOT_PUBLIC });
    expect((await publicPage(0)).statusCode).toBe(400);
  });
});
