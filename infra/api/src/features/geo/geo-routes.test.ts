import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInUser } from '../../testing/identity-fixture';
import { CENTRAL_PARK, insertGeoFixture } from '../../testing/geo-fixture';
import { NO_IMAGERY_MESSAGE } from './geo-routes';

describe.each(testDatabases())('POST users/{uid}/GEO and Pictometry on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gardener: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    database = await testDb.open();
    await insertGeoFixture(database.db);
    app = await buildApp({ database, config: testConfig() });
    gardener = await signedInUser(app, database.db, 'geo@example.com');
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const geo = (payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/users/${gardener.identity.Id}/GEO`,
      headers: gardener.headers,
      payload,
    });

  test('a ZIP code gives coordinates, city, state, hardiness zone and the nearest station with frost dates', async () => {
    const response = await geo({ postalCode: '10001' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      City: 'New York',
      State: 'NY',
      PostalCode: '10001',
      HardinessZoneId: 14,
      HardinessZone: '7b',
      TemperatureRange: '5 to 10',
    });
    expect(answer.Latitude).toBeCloseTo(40.75, 1);
    expect(answer.Longitude).toBeCloseTo(-74.0, 1);
    // The midtown station is nearer but has no frost dates: a yard needs frost dates.
    expect(answer.WeatherStation).toMatchObject({ StationID: CENTRAL_PARK, Name: 'NY CITY CNTRL PARK' });
    expect(answer.WeatherStation.DistanceMiles).toBeGreaterThan(1);
    expect(answer.WeatherStation.DistanceMiles).toBeLessThan(5);
    expect(answer.Attribution).toMatch(/USDA-ARS & PRISM/);
  });

  test('an address line is placed by its ZIP code, not by its house number', async () => {
    const response = await geo({ address: '12345 Elm Street, Portland, OR 97201' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ City: 'Portland', State: 'OR', HardinessZone: '8b' });
  });

  test('a city and state without a ZIP code are placed at the city', async () => {
    const response = await geo({ address: 'Portland, OR' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ City: 'Portland', State: 'OR' });
  });

  test('a ZIP outside the imported zone table answers with zone 0, to be chosen by hand', async () => {
    const response = await geo({ postalCode: '99501' }); // Anchorage: PRISM's file covers the lower 48
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ City: 'Anchorage', HardinessZoneId: 0, HardinessZone: '' });
  });

  test('bad input: a malformed or unknown ZIP, or nothing to place, is a 400 naming the field', async () => {
    const malformed = await geo({ postalCode: '1000' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ 'body.postalCode': 'Enter a 5-digit ZIP code.' });

    const unknown = await geo({ postalCode: '00000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['body.postalCode']).toMatch(/could not find ZIP code 00000/);

    const empty = await geo({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Enter a ZIP code/);

    const vague = await geo({ address: 'somewhere nice' });
    expect(vague.statusCode).toBe(400);
    expect(vague.json().fields['body.address']).toMatch(/city and state/);
  });

  test('Pictometry/0 places coordinates and says there is no aerial imagery', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Pictometry/0',
      headers: gardener.headers,
      payload: { latitude: 40.7506, longitude: -73.9971 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Latitude: 40.7506,
      State: 'NY',
      HardinessZone: '7b',
      Imagery: null,
      Message: NO_IMAGERY_MESSAGE,
    });
  });

  test('Pictometry/0/Address answers for an address; coordinates out of range are a 400', async () => {
    const byAddress = await app.inject({
      method: 'POST',
      url: '/api/Pictometry/0/Address',
      headers: gardener.headers,
      payload: { address: '350 5th Ave, New York, NY 10001' },
    });
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.json()).toMatchObject({ PostalCode: '10001', Imagery: null });

    const outOfRange = await app.inject({
      method: 'POST',
      url: '/api/Pictometry/0',
      headers: gardener.headers,
      payload: { latitude: 91, longitude: 0 },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().fields).toEqual({ 'body.latitude': 'The latitude must be between -90 and 90.' });
  });
});
