import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Yard, Zone } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import {
  images,
  landscapeDesigns,
  plantActivities,
  plants,
  plantZones,
  userTaskRules,
  userTasks,
  yards,
  zones,
} from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInDirectly, signedInUser } from '../testing/identity-fixture';
import { insertGeoFixture } from '../testing/geo-fixture';

describe.each(testDatabases())('yard calls (SPEC §7 Yards and zones) on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    await insertGeoFixture(database.db);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const call = (
    gardener: Awaited<ReturnType<typeof signedInUser>>,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/users/${gardener.identity.Id}${path}`,
      headers: gardener.headers,
      payload,
    });

  test('a yard made from a ZIP code gets its place, hardiness zone and weather station; the first is the default', async () => {
    const gardener = await signedInUser(app, database.db, 'yard-zip@example.com');
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
    const identity = await app.inject({
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
    const gardener = await signedInUser(app, database.db, 'yard-manual@example.com');
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
    const gardener = await signedInUser(app, database.db, 'yard-bad@example.com');
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

  test("another gardener's yard cannot be read, updated or deleted (403), and stays as it was", async () => {
    const owner = await signedInUser(app, database.db, 'yard-owner@example.com');
    const intruder = await signedInUser(app, database.db, 'yard-intruder@example.com');
    const yard = (await call(owner, 'POST', '/yard', { Name: 'Mine', PostalCode: '10001' })).json();
    expect((await call(intruder, 'GET', `/yard/${yard.Id}`)).statusCode).toBe(403);
    const update = await call(intruder, 'POST', '/yard', {
      Id: yard.Id,
      Name: 'Stolen',
      PostalCode: '10001',
    });
    expect(update.statusCode).toBe(403);
    expect((await call(intruder, 'DELETE', `/yard/${yard.Id}`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/yard/${yard.Id}`)).json()).toMatchObject({ Name: 'Mine' });
    expect((await call(owner, 'GET', '/yard/999999')).statusCode).toBe(404);
  });

  test('deleting the default yard deletes its zones and makes the newest other yard the default', async () => {
    const gardener = await signedInUser(app, database.db, 'yard-delete@example.com');
    const first = (await call(gardener, 'POST', '/yard', { Name: 'First', PostalCode: '10001' })).json();
    const second = (await call(gardener, 'POST', '/yard', { Name: 'Second', PostalCode: '10001' })).json();
    await database.db.insert(zones).values({ yardId: first.Id, userId: gardener.identity.Id, name: 'Bed' });
    expect((await call(gardener, 'GET', `/yard/${first.Id}`)).json().ZoneCount).toBe(1);

    const deleted = await call(gardener, 'DELETE', `/yard/${first.Id}`);
    expect(deleted.statusCode).toBe(200);
    const identity = (
      await app.inject({ url: `/api/users/${gardener.identity.Id}`, headers: gardener.headers })
    ).json();
    expect(identity).toMatchObject({ YardCount: 1, ZoneCount: 0, DefaultYardId: second.Id });
    expect((await call(gardener, 'GET', `/yard/${first.Id}`)).statusCode).toBe(404);
  });
  describe('CopyYard, CheckYardTransfer and YardTransfer', () => {
    type Gardener = Awaited<ReturnType<typeof signedInDirectly>>;
    const COMPOST = 3;
    const SLOW_RELEASE = 2;
    const BED = { SunRequirementId: 6, WaterRequirementId: 3, Notes: '' };

    const gardener = (email: string) => signedInDirectly(database.db, { email });
    const ok = async (who: Gardener, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => {
      const response = await call(who, method, path, payload);
      expect(`${method} ${path}: ${response.statusCode} ${response.body}`).toMatch(/: 200 /);
      return response.json();
    };
    const identityOf = async (who: Gardener) =>
      (await app.inject({ url: `/api/users/${who.identity.Id}`, headers: who.headers })).json();
    const plantIds = async () => {
      const found = await database.db
        .select({ id: plants.id, name: plants.botanicalName })
        .from(plants)
        .where(inArray(plants.botanicalName, ['Ocimum basilicum', 'Solanum lycopersicum']));
      return {
        basil: found.find((plant) => plant.name === 'Ocimum basilicum')!.id,
        tomato: found.find((plant) => plant.name === 'Solanum lycopersicum')!.id,
      };
    };
    /** A yard with a bed of basil (compost) and tomato (slow release) and an empty pots zone. */
    const plantedYard = async (who: Gardener, Name: string) => {
      const { basil, tomato } = await plantIds();
      const yard: Yard = await ok(who, 'POST', '/yard', { Name, PostalCode: '10001' });
      const bed: Zone = await ok(who, 'POST', `/createzone/${yard.Id}`, { ...BED, Name: 'Bed' });
      const pots: Zone = await ok(who, 'POST', `/createzone/${yard.Id}`, { ...BED, Name: 'Pots' });
      await ok(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: basil, fertilizerId: COMPOST });
      await ok(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: tomato, fertilizerId: SLOW_RELEASE });
      return { yard, bed, pots, basil, tomato };
    };
    /** What grows where in a yard: zone name -> [plant id, fertilizer id, owner]. */
    const contents = async (yardId: number) => {
      const rows = await database.db
        .select({
          zone: zones.name,
          zoneOwner: zones.userId,
          plantId: plantZones.plantId,
          fertilizerId: plantZones.fertilizerId,
          owner: plantZones.userId,
        })
        .from(zones)
        .leftJoin(plantZones, eq(plantZones.zoneId, zones.id))
        .where(eq(zones.yardId, yardId))
        .orderBy(zones.name, plantZones.plantId);
      return rows.map((row) => [row.zone, row.zoneOwner, row.plantId, row.fertilizerId, row.owner]);
    };

    test('CopyYard copies the yard as "Copy of {name}" with its zones, plants and fertilizers, never as the default; the original is untouched', async () => {
      const me = await gardener('copy-yard@example.com');
      const { yard, basil, tomato } = await plantedYard(me, 'Home');
      await database.db.update(yards).set({ isPublic: true }).where(eq(yards.id, yard.Id));
      const before = await contents(yard.Id);

      const copy: Yard = await ok(me, 'GET', `/CopyYard/${yard.Id}`);
      expect(copy).toMatchObject({
        Name: 'Copy of Home',
        City: 'New York',
        PostalCode: '10001',
        HardinessZoneId: 14,
        IsDefault: false,
        IsPublic: false,
        ZoneCount: 2,
      });
      expect(await contents(copy.Id)).toEqual(before);
      expect(before).toEqual([
        ['Bed', me.identity.Id, basil, COMPOST, me.identity.Id],
        ['Bed', me.identity.Id, tomato, SLOW_RELEASE, me.identity.Id],
        ['Pots', me.identity.Id, null, null, null],
      ]);
      expect(await contents(yard.Id)).toEqual(before);
      expect(await ok(me, 'GET', `/yard/${yard.Id}`)).toMatchObject({
        Name: 'Home',
        IsDefault: true,
        ZoneCount: 2,
      });

      const second: Yard = await ok(me, 'GET', `/CopyYard/${yard.Id}`);
      expect(second.Name).toBe('Copy 2 of Home');
      expect(await identityOf(me)).toMatchObject({ YardCount: 3, ZoneCount: 6, DefaultYardId: yard.Id });
    });

    test('CheckYardTransfer: no gardener with the email, or my own email, cannot receive the yard', async () => {
      const me = await gardener('check-sender@example.com');
      const { yard } = await plantedYard(me, 'Home');
      const nobody = await ok(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=nobody@example.com`);
      expect(nobody).toEqual({
        CanTransfer: false,
        message:
          'There is no Thrive Garden gardener with the email nobody@example.com. Ask them to sign up first, then try again.',
      });
      const mine = await ok(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=Check-Sender@Example.com`);
      expect(mine).toEqual({ CanTransfer: false, message: 'This yard is already yours.' });
      const empty = await call(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=%20`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        'querystring.email': 'Enter the email address of the gardener who should receive the yard.',
      });
      expect((await call(me, 'GET', '/CheckYardTransfer/999999?email=x@example.com')).statusCode).toBe(404);
    });

    test('CheckYardTransfer to another gardener (email in any case) names the yard, what is in it and where it goes', async () => {
      const me = await gardener('check-ok@example.com');
      await gardener('check-receiver@example.com');
      const { yard } = await plantedYard(me, 'Home');
      const check = await ok(
        me,
        'GET',
        `/CheckYardTransfer/${yard.Id}?email=${encodeURIComponent(' Check-Receiver@Example.com ')}`,
      );
      expect(check).toEqual({
        CanTransfer: true,
        message:
          '"Home" with 2 zones and 2 plants will move to Check-Receiver@Example.com. It will no longer be one of your yards.',
      });
    });

    test('YardTransfer moves the yard with its zones and plants to the receiver; defaults move; the sender keeps everything else', async () => {
      const sender = await gardener('transfer-sender@example.com');
      const receiver = await gardener('transfer-receiver@example.com');
      const { yard: home, bed, basil } = await plantedYard(sender, 'Home');
      const cabin: Yard = await ok(sender, 'POST', '/yard', { Name: 'Cabin', PostalCode: '10001' });
      await ok(sender, 'POST', `/createzone/${cabin.Id}`, { ...BED, Name: 'Porch' });
      await database.db.update(yards).set({ isPublic: true }).where(eq(yards.id, home.Id));
      const homeContents = await contents(home.Id);
      const cabinContents = await contents(cabin.Id);
      expect(await identityOf(sender)).toMatchObject({ YardCount: 2, ZoneCount: 3, DefaultYardId: home.Id });

      // The sender's records about the moved plants: activity log, own task rule, tasks, a design, a photo.
      const [basilInBed] = await database.db.select().from(plantZones).where(eq(plantZones.zoneId, bed.Id));
      const s = sender.identity.Id;
      const [activity] = await database.db
        .insert(plantActivities)
        .values({
          userId: s,
          plantId: basil,
          plantZoneId: basilInBed!.id,
          doneOn: '2024-05-01',
          notes: 'Pinched',
        })
        .returning();
      const [rule] = await database.db
        .insert(userTaskRules)
        .values({ userId: s, plantZoneId: basilInBed!.id, taskType: 'Harvest', startDate: '2024-06-01' })
        .returning();
      const task = {
        userId: s,
        plantZoneId: basilInBed!.id,
        plantId: basil,
        zoneId: bed.Id,
        userTaskRuleId: rule!.id,
      };
      const [done] = await database.db
        .insert(userTasks)
        .values({
          ...task,
          taskType: 'Harvest',
          dueDate: '2024-06-01',
          taskStatusId: 1,
          dateCompleted: '2024-06-02',
        })
        .returning();
      const [open] = await database.db
        .insert(userTasks)
        .values({ ...task, taskType: 'Harvest', dueDate: '2030-06-01', taskStatusId: 2 })
        .returning();
      const [design] = await database.db
        .insert(landscapeDesigns)
        .values({ userId: s, zoneId: bed.Id, name: 'Herb spiral', sunRequirementId: 6 })
        .returning();
      const [photo] = await database.db
        .insert(images)
        .values({
          userId: s,
          entityType: 0,
          entityId: home.Id,
          storageKey: `test/${home.Id}.jpg`,
          thumbnailKey: `test/${home.Id}-thumb.jpg`,
          contentType: 'image/jpeg',
          width: 10,
          height: 10,
        })
        .returning();

      const transferred = await ok(sender, 'POST', '/YardTransfer', {
        YardId: home.Id,
        Email: 'Transfer-Receiver@example.com',
      });
      expect(transferred).toEqual({
        message: '"Home" with 2 zones and 2 plants now belongs to Transfer-Receiver@example.com.',
      });

      // The receiver: the yard with its zones and plants, as their default, private until they choose.
      const theirYards: Yard[] = await ok(receiver, 'GET', '/yards');
      expect(theirYards).toEqual([
        expect.objectContaining({
          Id: home.Id,
          Name: 'Home',
          IsDefault: true,
          IsPublic: false,
          ZoneCount: 2,
        }),
      ]);
      const theirZones: Zone[] = await ok(receiver, 'GET', `/zonelisting/${home.Id}`);
      expect(theirZones.map((zone) => [zone.Name, zone.PlantCount])).toEqual([
        ['Bed', 2],
        ['Pots', 0],
      ]);
      const r = receiver.identity.Id;
      expect(await contents(home.Id)).toEqual(
        homeContents.map(([zone, , plantId, fertilizerId, owner]) => [
          zone,
          r,
          plantId,
          fertilizerId,
          owner && r,
        ]),
      );
      expect(await identityOf(receiver)).toMatchObject({
        YardCount: 1,
        ZoneCount: 2,
        DefaultYardId: home.Id,
      });

      // The sender: everything else, with the newest remaining yard as the default.
      expect((await call(sender, 'GET', `/yard/${home.Id}`)).statusCode).toBe(403);
      expect(await ok(sender, 'GET', '/yards')).toEqual([
        expect.objectContaining({ Id: cabin.Id, IsDefault: true, ZoneCount: 1 }),
      ]);
      expect(await contents(cabin.Id)).toEqual(cabinContents);
      expect(await identityOf(sender)).toMatchObject({ YardCount: 1, ZoneCount: 1, DefaultYardId: cabin.Id });

      // Records: history stays the sender's and is unlinked; what is still to do goes with the plants.
      const [activityAfter] = await database.db
        .select()
        .from(plantActivities)
        .where(eq(plantActivities.id, activity!.id));
      expect(activityAfter).toMatchObject({ userId: s, plantId: basil, plantZoneId: null, notes: 'Pinched' });
      const [doneAfter] = await database.db.select().from(userTasks).where(eq(userTasks.id, done!.id));
      expect(doneAfter).toMatchObject({
        userId: s,
        plantId: basil,
        plantZoneId: null,
        zoneId: null,
        userTaskRuleId: null,
      });
      const [openAfter] = await database.db.select().from(userTasks).where(eq(userTasks.id, open!.id));
      expect(openAfter).toMatchObject({
        userId: r,
        plantZoneId: basilInBed!.id,
        zoneId: bed.Id,
        userTaskRuleId: rule!.id,
      });
      const [ruleAfter] = await database.db
        .select()
        .from(userTaskRules)
        .where(eq(userTaskRules.id, rule!.id));
      expect(ruleAfter).toMatchObject({ userId: r, plantZoneId: basilInBed!.id });
      const [designAfter] = await database.db
        .select()
        .from(landscapeDesigns)
        .where(eq(landscapeDesigns.id, design!.id));
      expect(designAfter).toMatchObject({ userId: s, zoneId: null, name: 'Herb spiral' });
      const [photoAfter] = await database.db.select().from(images).where(eq(images.id, photo!.id));
      expect(photoAfter).toMatchObject({ userId: s, entityType: 0, entityId: 0 });
    });

    test("YardTransfer of a yard that is not the sender's default leaves both gardeners' defaults and the receiver's yards as they were", async () => {
      const sender = await gardener('transfer2-sender@example.com');
      const receiver = await gardener('transfer2-receiver@example.com');
      const first: Yard = await ok(sender, 'POST', '/yard', { Name: 'First', PostalCode: '10001' });
      const { yard: second } = await plantedYard(sender, 'Second');
      const { yard: theirs } = await plantedYard(receiver, 'Their own');
      const theirContents = await contents(theirs.Id);

      await ok(sender, 'POST', '/YardTransfer', {
        YardId: second.Id,
        Email: 'transfer2-receiver@example.com',
      });
      expect(await identityOf(sender)).toMatchObject({ YardCount: 1, ZoneCount: 0, DefaultYardId: first.Id });
      expect(await identityOf(receiver)).toMatchObject({
        YardCount: 2,
        ZoneCount: 4,
        DefaultYardId: theirs.Id,
      });
      expect(await contents(theirs.Id)).toEqual(theirContents);
      const names = ((await ok(receiver, 'GET', '/yards')) as Yard[]).map((yard) => [
        yard.Name,
        yard.IsDefault,
      ]);
      expect(names).toEqual(
        expect.arrayContaining([
          ['Second', false],
          ['Their own', true],
        ]),
      );
    });

    test("YardTransfer checks the YardId of the body: another gardener's yard is 403, an unknown one 404, and nothing changes", async () => {
      const owner = await gardener('transfer-body-owner@example.com');
      const intruder = await gardener('transfer-body-intruder@example.com');
      const { yard } = await plantedYard(owner, 'Home');
      const before = await contents(yard.Id);
      const steal = await call(intruder, 'POST', '/YardTransfer', {
        YardId: yard.Id,
        Email: 'transfer-body-intruder@example.com',
      });
      expect(steal.statusCode).toBe(403);
      expect(steal.json().message).toBe('This yard belongs to another gardener.');
      const unknown = await call(intruder, 'POST', '/YardTransfer', {
        YardId: 999999,
        Email: 'x@example.com',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no yard 999999.');
      expect(await ok(owner, 'GET', `/yard/${yard.Id}`)).toMatchObject({ Name: 'Home', IsDefault: true });
      expect(await contents(yard.Id)).toEqual(before);
      expect(await identityOf(intruder)).toMatchObject({ YardCount: 0, ZoneCount: 0, DefaultYardId: 0 });
    });

    test('YardTransfer to no gardener, to myself or without an email is a 400 with the message of the check, and nothing moves', async () => {
      const me = await gardener('transfer-bad@example.com');
      const { yard } = await plantedYard(me, 'Home');
      const before = await contents(yard.Id);
      const nobody = await call(me, 'POST', '/YardTransfer', {
        YardId: yard.Id,
        Email: 'nobody@example.com',
      });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json().message).toBe(
        'There is no Thrive Garden gardener with the email nobody@example.com. Ask them to sign up first, then try again.',
      );
      const myself = await call(me, 'POST', '/YardTransfer', {
        YardId: yard.Id,
        Email: 'TRANSFER-BAD@example.com',
      });
      expect(myself.statusCode).toBe(400);
      expect(myself.json()).toEqual({
        message: 'This yard is already yours.',
        fields: { 'body.Email': 'This yard is already yours.' },
      });
      const noEmail = await call(me, 'POST', '/YardTransfer', { YardId: yard.Id, Email: '' });
      expect(noEmail.json().fields).toEqual({
        'body.Email': 'Enter the email address of the gardener who should receive the yard.',
      });
      expect(await contents(yard.Id)).toEqual(before);
      expect(await identityOf(me)).toMatchObject({ YardCount: 1, ZoneCount: 2, DefaultYardId: yard.Id });
    });

    test('the identity reports live YardCount, ZoneCount and DefaultYardId after yards are created, copied, transferred and deleted', async () => {
      const me = await gardener('live-counts@example.com');
      const friend = await gardener('live-counts-friend@example.com');
      expect(await identityOf(me)).toMatchObject({ YardCount: 0, ZoneCount: 0, DefaultYardId: 0 });
      const { yard } = await plantedYard(me, 'Home');
      expect(await identityOf(me)).toMatchObject({ YardCount: 1, ZoneCount: 2, DefaultYardId: yard.Id });
      const copy: Yard = await ok(me, 'GET', `/CopyYard/${yard.Id}`);
      expect(await identityOf(me)).toMatchObject({ YardCount: 2, ZoneCount: 4, DefaultYardId: yard.Id });
      await ok(me, 'POST', '/YardTransfer', { YardId: yard.Id, Email: 'live-counts-friend@example.com' });
      expect(await identityOf(me)).toMatchObject({ YardCount: 1, ZoneCount: 2, DefaultYardId: copy.Id });
      expect(await identityOf(friend)).toMatchObject({ YardCount: 1, ZoneCount: 2, DefaultYardId: yard.Id });
      await ok(me, 'DELETE', `/yard/${copy.Id}`);
      expect(await identityOf(me)).toMatchObject({ YardCount: 0, ZoneCount: 0, DefaultYardId: 0 });
    });
  });
});
