import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  careCategoriesResponseSchema,
  plantAttributesResponseSchema,
  referenceListResponseSchema,
} from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { plants } from '../db/schema';
import { readList } from '../reference-data/reference-files';
import { seedReferenceData } from '../reference-data/seed';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInUser } from '../testing/identity-fixture';

const names = (list: string) => readList(list).map((item) => item.Name);

describe.each(testDatabases())('Common calls served from reference data (SPEC §7) on $driver', (testDb) => {
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
});
