import { zones } from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import { signedInUser } from '../../testing/identity-fixture';
import { insertGeoFixture } from '../../testing/geo-fixture';
import { seededApp } from '../../testing/seeded-app';

describe.each(testDatabases())('yard calls (SPEC §7 Yards and zones) on $driver', (testDb) => {
  const api = seededApp(testDb, insertGeoFixture);
  const { call } = api;

  test('a yard made from a ZIP code gets its place, hardiness zone and weather station; the first is the default', async () => {
    const gardener = await signedInUser(api.app, api.db, 'yard-zip@example.com');
    const created = await call(gardener, 'POST', '/yard', { Name: 'Back garden', PostalCode: '10001' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      Name: 'Back garden',
      City: 'New York',
      State: 'NY',
      PostalCode: '10001',
      HardinessZoneId: 14,
      HardinessZoneManual: false,
      IsDefault: true,
      ZoneCount: 0,
    });
    const identity = await api.app.inject({
      url: `/api/users/${gardener.identity.Id}`,
      headers: gardener.headers,
    });
    expect(identity.json()).toMatchObject({ YardCount: 1, DefaultYardId: created.json().Id });

    const second = await call(gardener, 'POST', '/yard', { Name: 'Cabin', PostalCode: '97201' });
    expect(second.json()).toMatchObject({ IsDefault: false, HardinessZoneId: 16 });
    const list = await call(gardener, 'GET', '/yards');
    expect(list.json().map((yard: { Name: string }) => yard.Name)).toEqual(['Cabin', 'Back garden']);
  });

  test('a hardiness zone chosen by hand overrides the ZIP and is marked manual; updating keeps the id', async () => {
    const gardener = await signedInUser(api.app, api.db, 'yard-manual@example.com');
    const created = (await call(gardener, 'POST', '/yard', { Name: 'Patio', PostalCode: '99501' })).json();
    expect(created).toMatchObject({ City: 'Anchorage', HardinessZoneId: 0 }); // not in the PRISM table
    const updated = await call(gardener, 'POST', '/yard', {
      Id: created.Id,
      Name: 'Patio garden',
      PostalCode: '99501',
      HardinessZoneId: 9,
    });
    expect(updated.json()).toMatchObject({
      Id: created.Id,
      Name: 'Patio garden',
      HardinessZoneId: 9,
      HardinessZoneManual: true,
    });
  });

  test('bad input is a 400 naming the field, and saves nothing', async () => {
    const gardener = await signedInUser(api.app, api.db, 'yard-bad@example.com');
    const noName = await call(gardener, 'POST', '/yard', { Name: ' ', PostalCode: '10001' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({ 'body.Name': 'Please enter a name for your yard.' });
    const noPlace = await call(gardener, 'POST', '/yard', { Name: 'Somewhere' });
    expect(noPlace.json().fields).toEqual({
      'body.PostalCode': 'Enter a ZIP code or an address for your yard.',
    });
    const unknownZip = await call(gardener, 'POST', '/yard', { Name: 'Nowhere', PostalCode: '00000' });
    expect(unknownZip.statusCode).toBe(400);
    expect((await call(gardener, 'GET', '/yards')).json()).toEqual([]);
  });

  test("another gardener's yard cannot be read or deleted nor updated (404, as if there were none), and stays as it was", async () => {
    const owner = await signedInUser(api.app, api.db, 'yard-owner@example.com');
    const intruder = await signedInUser(api.app, api.db, 'yard-intruder@example.com');
    const yard = (await call(owner, 'POST', '/yard', { Name: 'Mine', PostalCode: '10001' })).json();
    expect((await call(intruder, 'GET', `/yard/${yard.Id}`)).statusCode).toBe(404);
    const update = await call(intruder, 'POST', '/yard', {
      Id: yard.Id,
      Name: 'Stolen',
      PostalCode: '10001',
    });
    expect(update.statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/yard/${yard.Id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/yard/${yard.Id}`)).json()).toMatchObject({ Name: 'Mine' });
    expect((await call(owner, 'GET', '/yard/999999')).statusCode).toBe(404);
  });

  test('deleting the default yard deletes its zones and makes the newest other yard the default', async () => {
    const gardener = await signedInUser(api.app, api.db, 'yard-delete@example.com');
    const first = (await call(gardener, 'POST', '/yard', { Name: 'First', PostalCode: '10001' })).json();
    const second = (await call(gardener, 'POST', '/yard', { Name: 'Second', PostalCode: '10001' })).json();
    await api.db.insert(zones).values({ yardId: first.Id, userId: gardener.identity.Id, name: 'Bed' });
    expect((await call(gardener, 'GET', `/yard/${first.Id}`)).json().ZoneCount).toBe(1);

    const deleted = await call(gardener, 'DELETE', `/yard/${first.Id}`);
    expect(deleted.statusCode).toBe(200);
    const identity = (
      await api.app.inject({ url: `/api/users/${gardener.identity.Id}`, headers: gardener.headers })
    ).json();
    expect(identity).toMatchObject({ YardCount: 1, ZoneCount: 0, DefaultYardId: second.Id });
    expect((await call(gardener, 'GET', `/yard/${first.Id}`)).statusCode).toBe(404);
  });
});
