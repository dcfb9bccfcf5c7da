import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import {
  careCategoriesResponseSchema,
  controlCodesResponseSchema,
  DEFAULT_ITEM_COLOR,
  growingConditionsSchema,
  MENU_URL_KEYS,
  menuUrlsResponseSchema,
  plantAttributesResponseSchema,
  referenceListResponseSchema,
  thriveMessageResponseSchema,
} from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { plants } from '../../db/schema';
import { readOperatorMenuUrls } from '../../reference-data/operator-files';
import { readList } from '../../reference-data/reference-files';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInUser } from '../../testing/identity-fixture';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';

const names = (list: string) => readList(list).map((item) => item.Name);

describe.each(testDatabases())(
  'Common calls served from reference and operator data (SPEC §7) on $driver',
  (testDb) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let headers: Record<string, string>;

    beforeAll(async () => {
      database = await testDb.open();
      await seedReferenceData(database.db);
      app = await buildApp({ database, config: testConfig() });
      headers = (await signedInUser(app, database.db, 'common@example.com')).headers;
    });
    afterAll(async () => {
      await app.close();
      await testDb.dispose(database);
    });

    const get = async (url: string) => {
      const response = await app.inject({ url, headers });
      expect(`${url}: ${response.statusCode}`).toBe(`${url}: 200`);
      return response.json();
    };

    test('GET Common/0/ExpertTopics lists the expert topics as {Id, Name}', async () => {
      const topics = referenceListResponseSchema.parse(await get('/api/Common/0/ExpertTopics'));
      expect(topics.map((t) => t.Name)).toEqual(names('expert-topics'));
    });

    test('GET Common/0/PartnerTypes lists the four partner types of SPEC §3', async () => {
      expect(await get('/api/common/0/partnertypes')).toEqual([
        { Id: 1, Name: 'Garden Center' },
        { Id: 2, Name: 'Agency' },
        { Id: 3, Name: 'Community or Botanical Garden' },
        { Id: 4, Name: 'Plant Brand' },
      ]);
    });

    test('GET Categories/0/GetCareCategories lists care categories with icons', async () => {
      const categories = careCategoriesResponseSchema.parse(await get('/api/Categories/0/GetCareCategories'));
      expect(categories.map((c) => c.Name)).toEqual(names('care-categories'));
      expect(categories.every((c) => c.Icon.length > 0)).toBe(true);
    });

    test('GET Common/0/PlantAttributes is the whole attribute catalogue', async () => {
      const catalogue = plantAttributesResponseSchema.parse(await get('/api/Common/0/PlantAttributes'));
      expect(catalogue.Attractants.map((a) => a.Name)).toEqual(names('attractants'));
      expect(catalogue.Poisonous.map((a) => a.Name)).toEqual(names('poisonous'));
    });

    test("GET Common/{plantId}/PlantAttributes is that plant's attributes", async () => {
      const [basil] = await database.db
        .select()
        .from(plants)
        .where(eq(plants.botanicalName, 'Ocimum basilicum'));
      const attributes = plantAttributesResponseSchema.parse(
        await get(`/api/Common/${basil!.id}/PlantAttributes`),
      );
      expect(attributes.Attractants).toContainEqual({ Id: 3, Name: 'Bees' });
      expect(attributes.Resistances).toContainEqual({ Id: 1, Name: 'Deer' });
    });

    test('a bad id answers 400 naming the field', async () => {
      const response = await app.inject({ url: '/api/Common/abc/PlantAttributes', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(['params.id']);
    });
    test('GET Common/0/GrowingConditions lists sun (with PX), water, hardiness zones (with °F) and fertilizers', async () => {
      const conditions = growingConditionsSchema.parse(await get('/api/Common/0/GrowingConditions'));
      expect(conditions.SunRequirements).toEqual(
        readList('sun-requirements').map(({ Id, Name, PX }) => ({ Id, Name, PX })),
      );
      expect(conditions.WaterRequirements.map((item) => item.Name)).toEqual(names('water-requirements'));
      expect(conditions.HardinessZones).toHaveLength(26);
      expect(conditions.HardinessZones.find((zone) => zone.Id === 14)).toEqual({
        Id: 14,
        Name: '7b',
        MinTempF: 5,
        MaxTempF: 10,
      });
      // Fertilizer option 0 (none chosen) is not a list entry (SPEC §5 fertilizer popup).
      expect(conditions.Fertilizers).toEqual(readList('fertilizers').map(({ Id, Name }) => ({ Id, Name })));
      expect(conditions.Fertilizers.map((item) => item.Id)).not.toContain(0);
    });

    test('GET Common/0/GrowingConditions needs a signed-in gardener', async () => {
      expect((await app.inject({ url: '/api/Common/0/GrowingConditions' })).statusCode).toBe(401);
    });

    test('GET Common/0/MenuUrls lists every menu url entry {Key, Value} in key order, both key generations', async () => {
      const entries = menuUrlsResponseSchema.parse(await get('/api/Common/0/MenuUrls'));
      expect(entries.map((entry) => entry.Key)).toEqual([0, 1, 38, 39, 97, 98, 99]);
      expect(entries).toEqual(readOperatorMenuUrls().map(({ key, value }) => ({ Key: key, Value: value })));
      const value = (key: number) => entries.find((entry) => entry.Key === key)?.Value;
      expect(value(MENU_URL_KEYS.ShowPlantBuzzUrl)).toBe('true');
      expect(value(MENU_URL_KEYS.ShowVideoTutorialsUrl)).toBe('true');
    });

    test('GET Common/{groupId}/ControlCodes lists one group, and every group for 0', async () => {
      const colours = controlCodesResponseSchema.parse(await get('/api/Common/2/ControlCodes'));
      expect(colours).toEqual([
        // Our own header green; a partner's operator sets theirs (issue 17, partner theme).
        { GroupId: 2, Key: 'BackgroundColor', Value: '#3b7a2a' },
        { GroupId: 2, Key: 'ItemColor', Value: DEFAULT_ITEM_COLOR },
      ]);
      const all = controlCodesResponseSchema.parse(await get('/api/common/0/controlcodes'));
      expect(all.map((code) => `${code.GroupId}.${code.Key}`)).toEqual([
        '1.LatestAppVersion',
        '1.MinAppVersion',
        '2.BackgroundColor',
        '2.ItemColor',
      ]);
      expect(await get('/api/Common/77/ControlCodes')).toEqual([]);
    });

    describe('fertilizer popup warnings (SPEC §5): sunmessage and moisturemessage', () => {
      // Basil: Full Sun (6) with alternate Mostly Sun (5), Medium water (3).
      const basilId = async () =>
        (await database.db.select().from(plants).where(eq(plants.botanicalName, 'Ocimum basilicum')))[0]!.id;
      const message = async (url: string) => thriveMessageResponseSchema.parse(await get(url)).Message;

      test('the sun warning is the too-little-sun tooltip when the zone has less sun than the plant range', async () => {
        expect(await message(`/api/common/${await basilId()}/sunmessage/3`)).toBe(
          THRIVE_TOOLTIPS.sun.tooLittle,
        );
      });

      test('the sun warning is the too-much-sun tooltip when the zone has more sun than the plant range', async () => {
        const [shadePlant] = await database.db
          .select()
          .from(plants)
          .where(and(eq(plants.sunRequirementId, 3), lte(plants.altSunRequirementId, 3)))
          .limit(1);
        expect(await message(`/api/Common/${shadePlant!.id}/SunMessage/6`)).toBe(THRIVE_TOOLTIPS.sun.tooMuch);
      });

      test('no sun warning ("") when the zone sun suits the plant, is full range (7) or is not set (0)', async () => {
        const id = await basilId();
        for (const sun of [6, 5, 7, 0]) expect(await message(`/api/common/${id}/sunmessage/${sun}`)).toBe('');
      });

      test('the moisture warning names too much or too little water; none when equal or not set', async () => {
        const id = await basilId();
        expect(await message(`/api/common/${id}/moisturemessage/5`)).toBe(THRIVE_TOOLTIPS.water.tooMuch);
        expect(await message(`/api/common/${id}/moisturemessage/1`)).toBe(THRIVE_TOOLTIPS.water.tooLittle);
        expect(await message(`/api/common/${id}/moisturemessage/3`)).toBe('');
        expect(await message(`/api/common/${id}/moisturemessage/0`)).toBe('');
      });

      test('an unknown plant answers 404 with a message', async () => {
        for (const url of ['/api/common/999999/sunmessage/3', '/api/common/999999/moisturemessage/3']) {
          const response = await app.inject({ url, headers });
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe('There is no plant 999999.');
        }
      });

      test.each([
        ['/api/common/abc/sunmessage/3', 'params.plantId'],
        ['/api/common/1/sunmessage/x', 'params.sunRequirementId'],
        ['/api/common/1/sunmessage/42', 'params.sunRequirementId'],
        ['/api/common/1/moisturemessage/-1', 'params.waterRequirementId'],
        ['/api/common/1/moisturemessage/9', 'params.waterRequirementId'],
      ])('bad input %s answers 400 naming %s', async (url, field) => {
        const response = await app.inject({ url, headers });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toHaveProperty([field]);
      });
    });
  },
);
