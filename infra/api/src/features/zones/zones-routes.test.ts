import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { zoneSchema, type Zone } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { plants, plantZones, zones } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInDirectly } from '../../testing/identity-fixture';
import { insertGeoFixture } from '../../testing/geo-fixture';

type Gardener = Awaited<ReturnType<typeof signedInDirectly>>;

const BED = { Name: 'Sunny bed', SunRequirementId: 6, WaterRequirementId: 3, Notes: 'By the fence' };
const SLOW_RELEASE = 2;
const COMPOST = 3;

describe.each(testDatabases())('zone and plant-zone calls (SPEC §7 Yards and zones) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let basil: number;
  let tomato: number;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    await insertGeoFixture(database.db);
    app = await buildApp({ database, config: testConfig() });
    const found = await database.db
      .select({ id: plants.id, name: plants.botanicalName })
      .from(plants)
      .where(inArray(plants.botanicalName, ['Ocimum basilicum', 'Solanum lycopersicum']));
    basil = found.find((plant) => plant.name === 'Ocimum basilicum')!.id;
    tomato = found.find((plant) => plant.name === 'Solanum lycopersicum')!.id;
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const gardener = (email: string) => signedInDirectly(database.db, { email });
  const call = (who: Gardener, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/users/${who.identity.Id}${path}`,
      headers: who.headers,
      payload,
    });
  const ok = async (who: Gardener, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => {
    const response = await call(who, method, path, payload);
    expect(`${method} ${path}: ${response.statusCode} ${response.body}`).toMatch(/: 200 /);
    return response.json();
  };
  const newYard = async (who: Gardener, Name = 'Back garden'): Promise<number> =>
    (await ok(who, 'POST', '/yard', { Name, PostalCode: '10001' })).Id;
  const newZone = async (who: Gardener, yardId: number, Name = BED.Name): Promise<Zone> =>
    zoneSchema.parse(await ok(who, 'POST', `/createzone/${yardId}`, { ...BED, Name }));
  const plantRows = (zoneId: number) =>
    database.db
      .select({
        plantId: plantZones.plantId,
        fertilizerId: plantZones.fertilizerId,
        userId: plantZones.userId,
      })
      .from(plantZones)
      .where(eq(plantZones.zoneId, zoneId))
      .orderBy(plantZones.plantId);

  describe('createzone and zone', () => {
    test('createzone makes a zone in the yard, read back with its yard name, hardiness zone and no plants', async () => {
      const me = await gardener('zone-create@example.com');
      const yardId = await newYard(me);
      const zone = await newZone(me, yardId);
      expect(zone).toEqual({
        Id: expect.any(Number),
        YardId: yardId,
        YardName: 'Back garden',
        Name: 'Sunny bed',
        SunRequirementId: 6,
        WaterRequirementId: 3,
        YardHardinessZoneId: 14,
        Notes: 'By the fence',
        PlantCount: 0,
      });
      expect(await ok(me, 'GET', `/zone/${zone.Id}`)).toEqual(zone);
    });

    test('a zone without a name or with an unknown sun or water id is a 400 naming the field, and nothing is saved', async () => {
      const me = await gardener('zone-bad@example.com');
      const yardId = await newYard(me);
      const cases: [object, string, string][] = [
        [{ ...BED, Name: '  ' }, 'body.Name', 'Please enter a name for the zone.'],
        [
          { ...BED, SunRequirementId: 0 },
          'body.SunRequirementId',
          'Please choose how much sun the zone gets.',
        ],
        [{ ...BED, SunRequirementId: 8 }, 'body.SunRequirementId', 'A sun requirement id is 1 to 7.'],
        [{ ...BED, WaterRequirementId: 6 }, 'body.WaterRequirementId', 'A water requirement id is 1 to 5.'],
      ];
      for (const [body, field, message] of cases) {
        const response = await call(me, 'POST', `/createzone/${yardId}`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [field]: message });
      }
      const noYard = await call(me, 'POST', '/zone', BED);
      expect(noYard.statusCode).toBe(400);
      expect(noYard.json().fields).toEqual({ 'body.YardId': 'Choose the yard the new zone belongs to.' });
      expect(await ok(me, 'GET', `/zonelisting/${yardId}`)).toEqual([]);
    });

    test('POST zone with Id 0 creates in YardId; with an Id it updates; a YardId moves the zone to that yard', async () => {
      const me = await gardener('zone-save@example.com');
      const front = await newYard(me, 'Front');
      const back = await newYard(me, 'Back');
      const created = zoneSchema.parse(await ok(me, 'POST', '/zone', { ...BED, Id: 0, YardId: front }));
      expect(created).toMatchObject({ YardId: front, YardName: 'Front', Name: 'Sunny bed' });

      const renamed = await ok(me, 'POST', '/zone', { ...BED, Id: created.Id, Name: 'Shady bed', Notes: '' });
      expect(renamed).toMatchObject({ Id: created.Id, YardId: front, Name: 'Shady bed', Notes: '' });

      await ok(me, 'POST', `/TogglePlantZone/${created.Id}`, { plantId: basil });
      const moved = await ok(me, 'POST', '/zone', { ...BED, Id: created.Id, YardId: back });
      expect(moved).toMatchObject({ Id: created.Id, YardId: back, YardName: 'Back', PlantCount: 1 });
      expect(await ok(me, 'GET', `/zonelisting/${front}`)).toEqual([]);
      expect((await ok(me, 'GET', `/zone/${created.Id}`)).YardId).toBe(back);
    });

    test("ids in the body are checked: another gardener's yard or zone answers 404 as a missing one does, and nothing of theirs changes", async () => {
      const owner = await gardener('zone-body-owner@example.com');
      const intruder = await gardener('zone-body-intruder@example.com');
      const theirYard = await newYard(owner);
      const theirZone = await newZone(owner, theirYard);
      const myYard = await newYard(intruder);
      const myZone = await newZone(intruder, myYard, 'Mine');

      const intoTheirYard = await call(intruder, 'POST', '/zone', { ...BED, Id: 0, YardId: theirYard });
      expect(intoTheirYard.statusCode).toBe(404);
      expect(intoTheirYard.json().message).toBe(`There is no yard ${theirYard}.`);

      const editTheirs = await call(intruder, 'POST', '/zone', { ...BED, Id: theirZone.Id, Name: 'Stolen' });
      expect(editTheirs.statusCode).toBe(404);
      expect(editTheirs.json().message).toBe(`There is no zone ${theirZone.Id}.`);

      const moveMineIntoTheirs = await call(intruder, 'POST', '/zone', {
        ...BED,
        Id: myZone.Id,
        YardId: theirYard,
      });
      expect(moveMineIntoTheirs.statusCode).toBe(404);

      expect(await ok(owner, 'GET', `/zonelisting/${theirYard}`)).toEqual([theirZone]);
      expect((await ok(intruder, 'GET', `/zone/${myZone.Id}`)).YardId).toBe(myYard);
    });

    test('unknown ids in the body or path answer 404 with a message', async () => {
      const me = await gardener('zone-404@example.com');
      const yardId = await newYard(me);
      const zone = await newZone(me, yardId);
      const unknownZone = await call(me, 'POST', '/zone', { ...BED, Id: 999999 });
      expect(unknownZone.statusCode).toBe(404);
      expect(unknownZone.json().message).toBe('There is no zone 999999.');
      const unknownYard = await call(me, 'POST', '/zone', { ...BED, Id: 0, YardId: 999999 });
      expect(unknownYard.json()).toMatchObject({ message: 'There is no yard 999999.' });
      const moveToUnknown = await call(me, 'POST', '/zone', { ...BED, Id: zone.Id, YardId: 999999 });
      expect(moveToUnknown.statusCode).toBe(404);
      for (const path of [
        '/zone/999999',
        '/CopyZone/999999',
        '/DeletePlantZone/999999',
        '/zonelisting/999999',
      ])
        expect((await call(me, 'GET', path)).statusCode).toBe(404);
      expect((await call(me, 'POST', '/createzone/999999', BED)).statusCode).toBe(404);
    });
  });

  describe('zone and zonelisting', () => {
    test('deleting a zone removes its plants and answers a message; the zone is then 404', async () => {
      const me = await gardener('zone-delete@example.com');
      const zone = await newZone(me, await newYard(me));
      await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: basil, fertilizerId: COMPOST });
      const deleted = await ok(me, 'DELETE', `/zone/${zone.Id}`);
      expect(deleted).toEqual({ message: 'The zone "Sunny bed" and its plants were deleted.' });
      expect(await plantRows(zone.Id)).toEqual([]);
      expect((await call(me, 'GET', `/zone/${zone.Id}`)).statusCode).toBe(404);
    });

    test('zonelisting lists a yard’s zones in the order they were made, with plant counts; 0 lists every yard of mine only', async () => {
      const me = await gardener('zone-list@example.com');
      const other = await gardener('zone-list-other@example.com');
      const older = await newYard(me, 'Older');
      const newer = await newYard(me, 'Newer');
      const a = await newZone(me, older, 'A');
      const b = await newZone(me, older, 'B');
      const c = await newZone(me, newer, 'C');
      await newZone(other, await newYard(other), 'Not mine');
      await ok(me, 'POST', `/TogglePlantZone/${b.Id}`, { plantId: basil });
      await ok(me, 'POST', `/TogglePlantZone/${b.Id}`, { plantId: tomato });

      const ofOlder: Zone[] = await ok(me, 'GET', `/zonelisting/${older}`);
      expect(ofOlder.map((zone) => [zone.Name, zone.PlantCount])).toEqual([
        ['A', 0],
        ['B', 2],
      ]);
      const all: Zone[] = await ok(me, 'GET', '/zonelisting/0');
      // Yards as in the yard list (newest first), then zones in the order they were made.
      expect(all.map((zone) => [zone.YardName, zone.Id])).toEqual([
        ['Newer', c.Id],
        ['Older', a.Id],
        ['Older', b.Id],
      ]);
    });

    test('a bad id in the path is a 400 naming it', async () => {
      const me = await gardener('zone-bad-path@example.com');
      const response = await call(me, 'GET', '/zone/abc');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(['params.id']);
      expect((await call(me, 'GET', '/zonelisting/-1')).statusCode).toBe(400);
    });
  });

  describe('CopyZone', () => {
    test('a copy is "Copy of {name}" in the same yard with the plants and their fertilizer; the original is untouched', async () => {
      const me = await gardener('zone-copy@example.com');
      const yardId = await newYard(me);
      const zone = await newZone(me, yardId);
      await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: basil, fertilizerId: SLOW_RELEASE });
      await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: tomato, fertilizerId: COMPOST });
      const before = await plantRows(zone.Id);

      const copy = zoneSchema.parse(await ok(me, 'GET', `/CopyZone/${zone.Id}`));
      expect(copy).toMatchObject({
        YardId: yardId,
        Name: 'Copy of Sunny bed',
        SunRequirementId: 6,
        WaterRequirementId: 3,
        Notes: 'By the fence',
        PlantCount: 2,
      });
      expect(copy.Id).not.toBe(zone.Id);
      expect(await plantRows(copy.Id)).toEqual(before);
      expect(await plantRows(zone.Id)).toEqual(before);
      expect(await ok(me, 'GET', `/zone/${zone.Id}`)).toEqual({ ...zone, PlantCount: 2 });
    });

    test('when "Copy of {name}" is taken in the yard, the copy is "Copy 2 of {name}", then "Copy 3 of {name}"', async () => {
      const me = await gardener('zone-copy-names@example.com');
      const zone = await newZone(me, await newYard(me));
      const names = [];
      for (let i = 0; i < 3; i += 1) names.push((await ok(me, 'GET', `/CopyZone/${zone.Id}`)).Name);
      expect(names).toEqual(['Copy of Sunny bed', 'Copy 2 of Sunny bed', 'Copy 3 of Sunny bed']);
    });
  });

  describe('TogglePlantZone, UpdatePlantZone, DeletePlantZone', () => {
    test('toggling adds the plant with its fertilizer, and toggling again removes it', async () => {
      const me = await gardener('plant-toggle@example.com');
      const zone = await newZone(me, await newYard(me));
      const added = await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, {
        plantId: basil,
        fertilizerId: COMPOST,
      });
      expect(added).toEqual({ InZone: true, message: 'Basil was added to Sunny bed.' });
      expect(await plantRows(zone.Id)).toEqual([
        { plantId: basil, fertilizerId: COMPOST, userId: me.identity.Id },
      ]);
      expect((await ok(me, 'GET', `/zone/${zone.Id}`)).PlantCount).toBe(1);

      const removed = await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, {
        plantId: basil,
        fertilizerId: 0,
      });
      expect(removed).toEqual({ InZone: false, message: 'Basil was removed from Sunny bed.' });
      expect(await plantRows(zone.Id)).toEqual([]);
    });

    test('an unknown plant, a missing plant id or an unknown fertilizer is a 400 with a message, and nothing is added', async () => {
      const me = await gardener('plant-toggle-bad@example.com');
      const zone = await newZone(me, await newYard(me));
      const unknownPlant = await call(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: 999999 });
      expect(unknownPlant.statusCode).toBe(400);
      expect(unknownPlant.json()).toEqual({
        message: 'There is no plant 999999.',
        fields: { 'body.plantId': 'There is no plant 999999.' },
      });
      const noPlant = await call(me, 'POST', `/TogglePlantZone/${zone.Id}`, { fertilizerId: 1 });
      expect(noPlant.statusCode).toBe(400);
      expect(noPlant.json().fields).toHaveProperty(['body.plantId']);
      const badFertilizer = await call(me, 'POST', `/TogglePlantZone/${zone.Id}`, {
        plantId: basil,
        fertilizerId: 99,
      });
      expect(badFertilizer.statusCode).toBe(400);
      expect(badFertilizer.json().fields).toEqual({
        'body.fertilizerId': 'There is no fertilizer 99. Choose one from the list.',
      });
      expect(await plantRows(zone.Id)).toEqual([]);
    });

    test('UpdatePlantZone changes the fertilizer (0 = none); an unknown fertilizer is a 400 and changes nothing', async () => {
      const me = await gardener('plant-update@example.com');
      const zone = await newZone(me, await newYard(me));
      await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: basil, fertilizerId: COMPOST });
      const [plantZone] = await database.db.select().from(plantZones).where(eq(plantZones.zoneId, zone.Id));

      const updated = await ok(me, 'POST', `/UpdatePlantZone/${plantZone!.id}`, {
        fertilizerId: SLOW_RELEASE,
      });
      expect(updated).toEqual({ message: 'Basil in Sunny bed now gets Slow-release granules.' });
      expect((await plantRows(zone.Id))[0]!.fertilizerId).toBe(SLOW_RELEASE);

      const bad = await call(me, 'POST', `/UpdatePlantZone/${plantZone!.id}`, { fertilizerId: 99 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('There is no fertilizer 99. Choose one from the list.');
      const missing = await call(me, 'POST', `/UpdatePlantZone/${plantZone!.id}`, {});
      expect(missing.json().fields).toEqual({ 'body.fertilizerId': 'Choose a fertilizer.' });
      expect((await plantRows(zone.Id))[0]!.fertilizerId).toBe(SLOW_RELEASE);

      const none = await ok(me, 'POST', `/UpdatePlantZone/${plantZone!.id}`, { fertilizerId: 0 });
      expect(none.message).toBe('No fertilizer is chosen for Basil in Sunny bed now.');
      expect((await plantRows(zone.Id))[0]!.fertilizerId).toBe(0);
      expect((await call(me, 'POST', '/UpdatePlantZone/999999', { fertilizerId: 1 })).statusCode).toBe(404);
    });

    test("another gardener's plant-zone cannot be changed or removed (404, as if there were none) and stays as it was", async () => {
      const owner = await gardener('plant-owner@example.com');
      const intruder = await gardener('plant-intruder@example.com');
      const zone = await newZone(owner, await newYard(owner));
      await ok(owner, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: basil, fertilizerId: COMPOST });
      const [plantZone] = await database.db.select().from(plantZones).where(eq(plantZones.zoneId, zone.Id));
      expect(
        (await call(intruder, 'POST', `/UpdatePlantZone/${plantZone!.id}`, { fertilizerId: 1 })).statusCode,
      ).toBe(404);
      expect((await call(intruder, 'GET', `/DeletePlantZone/${plantZone!.id}`)).statusCode).toBe(404);
      expect(
        (await call(intruder, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: basil })).statusCode,
      ).toBe(404);
      expect(await plantRows(zone.Id)).toEqual([
        { plantId: basil, fertilizerId: COMPOST, userId: owner.identity.Id },
      ]);
    });

    test('DeletePlantZone takes the plant out of its zone; afterwards it is 404', async () => {
      const me = await gardener('plant-delete@example.com');
      const zone = await newZone(me, await newYard(me));
      await ok(me, 'POST', `/TogglePlantZone/${zone.Id}`, { plantId: tomato });
      const [plantZone] = await database.db
        .select()
        .from(plantZones)
        .where(and(eq(plantZones.zoneId, zone.Id), eq(plantZones.plantId, tomato)));
      const deleted = await ok(me, 'GET', `/DeletePlantZone/${plantZone!.id}`);
      expect(deleted.message).toMatch(/was removed from Sunny bed\.$/);
      expect(await plantRows(zone.Id)).toEqual([]);
      expect((await call(me, 'GET', `/DeletePlantZone/${plantZone!.id}`)).statusCode).toBe(404);
    });
  });

  test('the identity reports live zone counts after zones are created, copied and deleted', async () => {
    const me = await gardener('zone-identity@example.com');
    const identity = async () =>
      (await app.inject({ url: `/api/users/${me.identity.Id}`, headers: me.headers })).json();
    const yardId = await newYard(me);
    const zone = await newZone(me, yardId);
    expect(await identity()).toMatchObject({ YardCount: 1, ZoneCount: 1, DefaultYardId: yardId });
    await ok(me, 'GET', `/CopyZone/${zone.Id}`);
    expect(await identity()).toMatchObject({ ZoneCount: 2 });
    await ok(me, 'DELETE', `/zone/${zone.Id}`);
    expect(await identity()).toMatchObject({ ZoneCount: 1 });
    expect(await database.db.select().from(zones).where(eq(zones.userId, me.identity.Id))).toHaveLength(1);
  });
});
