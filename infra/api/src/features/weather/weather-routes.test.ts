import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { yards } from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInUser } from '../../testing/identity-fixture';
import { CENTRAL_PARK, insertGeoFixture, LAGUARDIA, MIDTOWN_GDD_ONLY } from '../../testing/geo-fixture';

describe.each(testDatabases())('Weather calls (SPEC §7 Weather) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gardener: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    database = await testDb.open();
    await insertGeoFixture(database.db);
    app = await buildApp({ database, config: testConfig() });
    gardener = await signedInUser(app, database.db, 'weather@example.com');
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const get = (url: string, headers = gardener.headers) => app.inject({ url: `/api${url}`, headers });

  test('GET WeatherStation/ lists every station with id and coordinates', async () => {
    const response = await get('/WeatherStation/');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { StationID: string }) => s.StationID)).toEqual(
      [MIDTOWN_GDD_ONLY, LAGUARDIA, CENTRAL_PARK].sort(),
    );
    expect(response.json()[0]).toEqual(
      expect.objectContaining({ Latitude: expect.any(Number), Longitude: expect.any(Number) }),
    );
  });

  test('GET WeatherStation/ inside a box lists only the stations in it; half a box is a 400', async () => {
    const box = '?minLat=40.7&maxLat=40.8&minLng=-73.95&maxLng=-73.8';
    expect(
      (await get(`/WeatherStation/${box}`)).json().map((s: { StationID: string }) => s.StationID),
    ).toEqual([LAGUARDIA]);
    const half = await get('/WeatherStation/?minLat=40');
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/all four/);
  });

  test('GET WeatherStation/{id}/Detail gives the frost dates as NOAA wrote them', async () => {
    const response = await get(`/weatherstation/${CENTRAL_PARK}/detail`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      StationID: CENTRAL_PARK,
      Name: 'NY CITY CNTRL PARK',
      FrostNormals: { Status: 'dates', LastSpringFrost50: '04/01', FirstFallFrost50: '11/11' },
    });
    expect((await get('/WeatherStation/USW00000000/Detail')).statusCode).toBe(404);
    expect((await get('/WeatherStation/not-an-id/Detail')).statusCode).toBe(400);
  });

  test('FindNearestStation: the nearest by great-circle distance, whatever its normals', async () => {
    const response = await get('/WeatherStation/0/FindNearestStation/?lat=40.7506&lng=-73.9971');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ StationID: MIDTOWN_GDD_ONLY, DistanceMiles: 0 });
    const nearLaGuardia = await get('/WeatherStation/0/FindNearestStation/?lat=40.78&lng=-73.89');
    expect(nearLaGuardia.json().StationID).toBe(LAGUARDIA);
  });

  test('FindNearestStation: no station within reach is a 404; a bad latitude is a 400', async () => {
    const farAway = await get('/WeatherStation/0/FindNearestStation/?lat=-45&lng=170');
    expect(farAway.statusCode).toBe(404);
    const bad = await get('/WeatherStation/0/FindNearestStation/?lat=abc&lng=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'querystring.lat': 'The latitude must be a number.' });
  });

  test("NearestStation/{yardId}: the station with frost dates nearest your yard; another's yard is 404 like none", async () => {
    const [yard] = await database.db
      .insert(yards)
      .values({ userId: gardener.identity.Id, name: 'Chelsea', latitude: 40.7506, longitude: -73.9971 })
      .returning();
    const response = await get(`/WeatherStation/${yard!.id}/NearestStation`);
    expect(response.statusCode).toBe(200);
    expect(response.json().StationID).toBe(CENTRAL_PARK);

    const other = await signedInUser(app, database.db, 'weather-other@example.com');
    const intruding = await get(`/WeatherStation/${yard!.id}/NearestStation`, other.headers);
    expect(intruding.statusCode).toBe(404);
    expect((await get('/WeatherStation/999999/NearestStation')).statusCode).toBe(404);
  });
});
