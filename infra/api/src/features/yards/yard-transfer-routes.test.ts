import { eq } from 'drizzle-orm';
import { EMAIL_INVALID_MESSAGE, type Yard, type Zone } from '@thrive/shared/contracts';
import {
  images,
  landscapeDesigns,
  plantActivities,
  plantZones,
  userTaskRules,
  userTasks,
  yards,
} from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import { insertGeoFixture } from '../../testing/geo-fixture';
import { seededApp } from '../../testing/seeded-app';
import { BED, COMPOST, plantedYards, SLOW_RELEASE } from '../../testing/planted-yards';
import { TRANSFER_EMAILS_PER_HOUR, TRANSFER_TOO_OFTEN } from './yards-routes';

describe.each(testDatabases())('yard calls (SPEC §7 Yards and zones) on $driver', (testDb) => {
  const api = seededApp(testDb, insertGeoFixture);
  const { call } = api;

  describe('CopyYard, CheckYardTransfer and YardTransfer', () => {
    const { gardener, ok, identityOf, plantedYard, contents } = plantedYards(api);

    test('CopyYard copies the yard as "Copy of {name}" with its zones, plants and fertilizers, never as the default; the original is untouched', async () => {
      const me = await gardener('copy-yard@example.com');
      const { yard, basil, tomato } = await plantedYard(me, 'Home');
      await api.db.update(yards).set({ isPublic: true }).where(eq(yards.id, yard.Id));
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

    test('CheckYardTransfer answers the same whether or not the email has an account; only my own email is refused', async () => {
      const me = await gardener('check-sender@example.com');
      await gardener('check-receiver@example.com');
      const { yard } = await plantedYard(me, 'Home');
      const checkFor = async (email: string) =>
        (await ok(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=${encodeURIComponent(email)}`)) as {
          CanTransfer: boolean;
          message: string;
        };
      const answerFor = (email: string) => ({
        CanTransfer: true,
        message: `"Home" with 2 zones and 2 plants will move to the Thrive Garden gardener with the email ${email}, if there is one. It will no longer be one of your yards.`,
      });
      expect(await checkFor(' Check-Receiver@Example.com ')).toEqual(answerFor('Check-Receiver@Example.com'));
      expect(await checkFor('nobody@example.com')).toEqual(answerFor('nobody@example.com'));
      // A look-alike of my own email (a full-width letter, a zero-width space) is my own.
      expect(await checkFor('\uff23heck-Sender\u200b@Example.com')).toEqual({
        CanTransfer: false,
        message: 'This yard is already yours.',
      });
      const empty = await call(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=%20`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        'querystring.email': 'Enter the email address of the gardener who should receive the yard.',
      });
      expect((await call(me, 'GET', '/CheckYardTransfer/999999?email=x@example.com')).statusCode).toBe(404);
    });

    test('CheckYardTransfer and YardTransfer are limited per gardener (429 in our error format); others are not held up', async () => {
      const me = await gardener('check-limit@example.com');
      const neighbour = await gardener('check-limit-neighbour@example.com');
      const { yard } = await plantedYard(me, 'Home');
      const check = (who: typeof me, yardId: number, n: number) =>
        call(who, 'GET', `/CheckYardTransfer/${yardId}?email=guess-${n}@example.com`);
      for (let n = 0; n < TRANSFER_EMAILS_PER_HOUR; n += 1)
        expect((await check(me, yard.Id, n)).statusCode).toBe(200);
      const limited = await check(me, yard.Id, TRANSFER_EMAILS_PER_HOUR);
      expect([limited.statusCode, limited.json()]).toEqual([429, { message: TRANSFER_TOO_OFTEN }]);
      const { yard: theirs } = await plantedYard(neighbour, 'Theirs');
      expect((await check(neighbour, theirs.Id, 0)).statusCode).toBe(200);

      const transfer = (n: number) =>
        call(me, 'POST', '/YardTransfer', { YardId: yard.Id, Email: `guess-${n}@example.com` });
      for (let n = 0; n < TRANSFER_EMAILS_PER_HOUR; n += 1) expect((await transfer(n)).statusCode).toBe(400);
      const refused = await transfer(TRANSFER_EMAILS_PER_HOUR);
      expect([refused.statusCode, refused.json()]).toEqual([429, { message: TRANSFER_TOO_OFTEN }]);
    });

    test('YardTransfer moves the yard with its zones and plants to the receiver; defaults move; the sender keeps everything else', async () => {
      const sender = await gardener('transfer-sender@example.com');
      const receiver = await gardener('transfer-receiver@example.com');
      const { yard: home, bed, basil } = await plantedYard(sender, 'Home');
      const cabin: Yard = await ok(sender, 'POST', '/yard', { Name: 'Cabin', PostalCode: '10001' });
      await ok(sender, 'POST', `/createzone/${cabin.Id}`, { ...BED, Name: 'Porch' });
      await api.db.update(yards).set({ isPublic: true }).where(eq(yards.id, home.Id));
      const homeContents = await contents(home.Id);
      const cabinContents = await contents(cabin.Id);
      expect(await identityOf(sender)).toMatchObject({ YardCount: 2, ZoneCount: 3, DefaultYardId: home.Id });

      // The sender's records about the moved plants: activity log, own task rule, tasks, a design, a photo.
      const [basilInBed] = await api.db.select().from(plantZones).where(eq(plantZones.zoneId, bed.Id));
      const s = sender.identity.Id;
      const [activity] = await api.db
        .insert(plantActivities)
        .values({
          userId: s,
          plantId: basil,
          plantZoneId: basilInBed!.id,
          doneOn: '2024-05-01',
          notes: 'Pinched',
        })
        .returning();
      const [rule] = await api.db
        .insert(userTaskRules)
        .values({ userId: s, plantZoneId: basilInBed!.id, taskType: 'Harvest', startDate: '2024-06-01' })
        .returning();
      const task = {
        userId: s,
        plantZoneId: basilInBed!.id,
        plantId: basil,
        zoneId: bed.Id,
        userTaskRuleId: rule!.id,
        source: 'custom',
      };
      const [done] = await api.db
        .insert(userTasks)
        .values({
          ...task,
          taskType: 'Harvest',
          dueDate: '2024-06-01',
          taskStatusId: 1,
          dateCompleted: '2024-06-02',
        })
        .returning();
      const [open] = await api.db
        .insert(userTasks)
        .values({ ...task, taskType: 'Harvest', dueDate: '2030-06-01', taskStatusId: 2 })
        .returning();
      const [design] = await api.db
        .insert(landscapeDesigns)
        .values({ userId: s, zoneId: bed.Id, name: 'Herb spiral', sunRequirementId: 6 })
        .returning();
      const [photo] = await api.db
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
      expect((await call(sender, 'GET', `/yard/${home.Id}`)).statusCode).toBe(404);
      expect(await ok(sender, 'GET', '/yards')).toEqual([
        expect.objectContaining({ Id: cabin.Id, IsDefault: true, ZoneCount: 1 }),
      ]);
      expect(await contents(cabin.Id)).toEqual(cabinContents);
      expect(await identityOf(sender)).toMatchObject({ YardCount: 1, ZoneCount: 1, DefaultYardId: cabin.Id });

      // Records: history stays the sender's and is unlinked; what is still to do goes with the plants.
      const [activityAfter] = await api.db
        .select()
        .from(plantActivities)
        .where(eq(plantActivities.id, activity!.id));
      expect(activityAfter).toMatchObject({ userId: s, plantId: basil, plantZoneId: null, notes: 'Pinched' });
      const [doneAfter] = await api.db.select().from(userTasks).where(eq(userTasks.id, done!.id));
      expect(doneAfter).toMatchObject({
        userId: s,
        plantId: basil,
        plantZoneId: null,
        zoneId: null,
        userTaskRuleId: null,
      });
      const [openAfter] = await api.db.select().from(userTasks).where(eq(userTasks.id, open!.id));
      expect(openAfter).toMatchObject({
        userId: r,
        plantZoneId: basilInBed!.id,
        zoneId: bed.Id,
        userTaskRuleId: rule!.id,
      });
      const [ruleAfter] = await api.db.select().from(userTaskRules).where(eq(userTaskRules.id, rule!.id));
      expect(ruleAfter).toMatchObject({ userId: r, plantZoneId: basilInBed!.id });
      const [designAfter] = await api.db
        .select()
        .from(landscapeDesigns)
        .where(eq(landscapeDesigns.id, design!.id));
      expect(designAfter).toMatchObject({ userId: s, zoneId: null, name: 'Herb spiral' });
      const [photoAfter] = await api.db.select().from(images).where(eq(images.id, photo!.id));
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

    test("YardTransfer checks the YardId of the body: another gardener's yard is 404 as an unknown one is, and nothing changes", async () => {
      const owner = await gardener('transfer-body-owner@example.com');
      const intruder = await gardener('transfer-body-intruder@example.com');
      const { yard } = await plantedYard(owner, 'Home');
      const before = await contents(yard.Id);
      const steal = await call(intruder, 'POST', '/YardTransfer', {
        YardId: yard.Id,
        Email: 'transfer-body-intruder@example.com',
      });
      expect(steal.statusCode).toBe(404);
      expect(steal.json().message).toBe(`There is no yard ${yard.Id}.`);
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
      // SPEC §5 Email rule: the server refuses what the form refuses.
      const notAnEmail = await call(me, 'POST', '/YardTransfer', { YardId: yard.Id, Email: 'not-an-email' });
      expect(notAnEmail.statusCode).toBe(400);
      expect(notAnEmail.json().fields).toEqual({ 'body.Email': EMAIL_INVALID_MESSAGE });
      const checkNotAnEmail = await call(me, 'GET', `/CheckYardTransfer/${yard.Id}?email=not-an-email`);
      expect(checkNotAnEmail.json().fields).toEqual({ 'querystring.email': EMAIL_INVALID_MESSAGE });
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
