import type { FastifyInstance } from 'fastify';
import { countriesResponseSchema, statesResponseSchema } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';

describe.each(testDatabases())('Session lists for the profile (SPEC §7 Session) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('GET bridge/0/countries lists the countries with their codes', async () => {
    const response = await app.inject({ url: '/api/bridge/0/countries' });
    expect(response.statusCode).toBe(200);
    expect(countriesResponseSchema.parse(response.json())).toEqual([
      { Id: 1, Name: 'United States', Code: 'US' },
      { Id: 2, Name: 'Canada', Code: 'CA' },
    ]);
  });

  test('GET bridge/{countryId}/states lists only that country: 52 for the US (50 states, DC, Puerto Rico), 13 for Canada', async () => {
    const us = statesResponseSchema.parse((await app.inject({ url: '/api/bridge/1/states' })).json());
    expect(us).toHaveLength(52);
    expect(us).toContainEqual({ Id: expect.any(Number), Name: 'New York', Code: 'NY', CountryId: 1 });
    const canada = statesResponseSchema.parse((await app.inject({ url: '/api/Bridge/2/States' })).json());
    expect(canada).toHaveLength(13);
    expect(canada.every((province) => province.CountryId === 2)).toBe(true);
    expect((await app.inject({ url: '/api/bridge/99/states' })).json()).toEqual([]);
  });

  test('GET bridge/0/genders lists the choices, including not saying', async () => {
    const genders = (await app.inject({ url: '/api/bridge/0/genders' })).json();
    expect(genders.map((g: { Name: string }) => g.Name)).toContain('Prefer not to say');
  });

  test('a country id that is not a number answers 400 naming the field', async () => {
    const response = await app.inject({ url: '/api/bridge/usa/states' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(['params.id']);
  });
});
