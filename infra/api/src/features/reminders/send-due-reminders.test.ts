import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { plants, reminderSettings, users, yardMembers, yards } from '../../db/schema';
import { addDays } from '../common/calendar-days';
import { clockedApp } from '../../testing/clocked-app';
import { mailQueuedFor } from '../../testing/outbox-mail';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { yardFrostDates } from '../care-calendar/yard-frost-dates';
import { queueMail } from '../common/outbox-mail';
import type { ComposedMail } from '../mail-sender/mail-message';
import { sendDueMail } from '../mail-sender/send-due-mail';
import { sendDueReminders } from './send-due-reminders';

/** 12:00 UTC in January: 07:00 in New York (EST), 04:00 in Los Angeles (PST). */
const NOON_UTC = new Date('2026-01-14T12:00:00Z');
const TODAY = '2026-01-14';
const APP = 'https://garden.example';
const at = (iso: string) => new Date(iso);
const NEW_YORK = { latitude: 40.71, longitude: -74.01 };
const LOS_ANGELES = { latitude: 34.05, longitude: -118.24 };

const run = (db: Parameters<typeof sendDueReminders>[0], now: Date) =>
  sendDueReminders(db, { now, appAddress: APP });

describe.each(testDatabases())('daily care reminders on $driver', (testDb) => {
  const clocked = clockedApp(testDb, { prefix: 'reminders', now: NOON_UTC });
  const { gardener, ok, garden } = clocked;

  const remindByEmail = (who: Gardener, MorningHour = 7) =>
    ok(who, 'PUT', '/users/{uid}/ReminderSettings', { Channel: 'email', MorningHour });

  /** A plant of the catalogue (the first by id) whose care the tests do not count. */
  const anyPlant = async () => {
    const [plant] = await clocked.db.select({ id: plants.id }).from(plants).orderBy(plants.id).limit(1);
    return plant!.id;
  };

  /** A yard at `place` with a zone growing one plant, and a task of the gardener's own due `on`. */
  const yardWithTaskDue = async (
    who: Gardener,
    place: typeof NEW_YORK | null,
    on = TODAY,
    task = 'Water deeply',
  ) => {
    const planted = await garden(who, 'Front bed', [await anyPlant()]);
    if (place) await clocked.db.update(yards).set(place).where(eq(yards.id, planted.yardId));
    await ok(who, 'POST', '/users/{uid}/UserTasks', {
      PlantZoneId: planted.plantZoneIds[0],
      TaskType: task,
      StartDate: on,
    });
    return planted;
  };

  const lastSentOn = async (who: Gardener) => {
    const [row] = await clocked.db
      .select({ day: reminderSettings.lastSentOn })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, who.identity.Id));
    return row?.day ?? null;
  };

  test('each gardener gets the digest once their own morning hour has come in their yard’s time zone', async () => {
    const newYorker = await gardener();
    const angeleno = await gardener();
    await yardWithTaskDue(newYorker, NEW_YORK);
    await yardWithTaskDue(angeleno, LOS_ANGELES);
    await remindByEmail(newYorker);
    await remindByEmail(angeleno);

    await run(clocked.db, NOON_UTC);
    const [mail, ...more] = await mailQueuedFor(clocked.db, newYorker.identity.Id);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(newYorker.identity.Email);
    expect(mail!.subject).toMatch(/^Thrive Garden: \d+ care tasks? for today$/);
    expect(mail!.body).toContain('Home\n Front bed\n');
    expect(mail!.body).toMatch(/ {2}- Water deeply: /);
    expect(mail!.body).toContain(`${APP}/#/tasks`);
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^${APP}/#/unsubscribe/[A-Za-z0-9_-]{20,}$`));
    expect(await mailQueuedFor(clocked.db, angeleno.identity.Id)).toEqual([]);

    // 07:00 in Los Angeles; New York has had its reminder today.
    await run(clocked.db, at('2026-01-14T15:00:00Z'));
    expect(await mailQueuedFor(clocked.db, angeleno.identity.Id)).toHaveLength(1);
    expect(await mailQueuedFor(clocked.db, newYorker.identity.Id)).toHaveLength(1);
    expect(await lastSentOn(angeleno)).toBe(TODAY);
  });

  test('the mail sender gives reminder mails their unsubscribe link, and no other mail', async () => {
    const who = await gardener();
    await yardWithTaskDue(who, NEW_YORK);
    await remindByEmail(who);
    await run(clocked.db, NOON_UTC);
    await queueMail(
      clocked.db,
      { userId: who.identity.Id, to: who.identity.Email, at: NOON_UTC },
      { subject: 'Plant request: Basil', body: `See ${APP}/#/unsubscribe/${'x'.repeat(43)}` },
    );
    const sent: ComposedMail[] = [];
    await sendDueMail(clocked.db, {
      transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
      from: { name: 'Thrive Garden', address: 'no-reply@garden.example' },
      maxTries: 3,
      clock: () => NOON_UTC,
    });
    const mine = sent.filter((mail) => mail.to === who.identity.Email);
    const reminder = mine.find((mail) => mail.subject.startsWith('Thrive Garden: '));
    const other = mine.find((mail) => mail.subject === 'Plant request: Basil');
    const link = /^Unsubscribe: (\S+#\/unsubscribe\/[A-Za-z0-9_-]+)$/m.exec(reminder!.text)![1]!;
    expect(link.startsWith(`${APP}/#/unsubscribe/`)).toBe(true);
    expect(reminder!.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });
    expect(reminder!.text).toContain(`Unsubscribe: ${link}`);
    expect(other!.headers).toEqual({});
    expect(other!.text).not.toContain('Unsubscribe:');
  });

  test('at most one reminder a day, even from two runs at once; the next morning brings the next', async () => {
    const sequential = await gardener();
    const concurrent = await gardener();
    await yardWithTaskDue(sequential, NEW_YORK);
    await yardWithTaskDue(concurrent, NEW_YORK);
    await remindByEmail(sequential);
    await run(clocked.db, NOON_UTC);
    await run(clocked.db, at('2026-01-14T20:00:00Z'));
    expect(await mailQueuedFor(clocked.db, sequential.identity.Id)).toHaveLength(1);

    await remindByEmail(concurrent);
    await Promise.all([run(clocked.db, NOON_UTC), run(clocked.db, NOON_UTC)]);
    expect(await mailQueuedFor(clocked.db, concurrent.identity.Id)).toHaveLength(1);

    // The task is past due the next morning: still listed, with its day.
    await run(clocked.db, at('2026-01-15T12:30:00Z'));
    const mails = await mailQueuedFor(clocked.db, sequential.identity.Id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain('Water deeply');
    expect(mails[1]!.body).toContain('(was due Jan 14)');
  });

  test('a later morning hour waits for it', async () => {
    const who = await gardener();
    await yardWithTaskDue(who, NEW_YORK);
    await remindByEmail(who, 9);
    await run(clocked.db, NOON_UTC);
    expect(await mailQueuedFor(clocked.db, who.identity.Id)).toEqual([]);
    await run(clocked.db, at('2026-01-14T14:00:00Z'));
    expect(await mailQueuedFor(clocked.db, who.identity.Id)).toHaveLength(1);
  });

  test('nothing due: no mail, but the day is done; channel none: nothing at all', async () => {
    const idle = await gardener();
    const { yardId } = await garden(idle, 'Empty bed', []);
    await clocked.db.update(yards).set(NEW_YORK).where(eq(yards.id, yardId));
    await remindByEmail(idle);
    const quiet = await gardener();
    await yardWithTaskDue(quiet, NEW_YORK);
    await ok(quiet, 'PUT', '/users/{uid}/ReminderSettings', { Channel: 'none', MorningHour: 7 });
    const later = await gardener();
    await yardWithTaskDue(later, NEW_YORK, addDays(TODAY, 1));
    await remindByEmail(later);

    await run(clocked.db, NOON_UTC);
    expect(await mailQueuedFor(clocked.db, idle.identity.Id)).toEqual([]);
    expect(await lastSentOn(idle)).toBe(TODAY);
    expect(await mailQueuedFor(clocked.db, quiet.identity.Id)).toEqual([]);
    expect(await lastSentOn(quiet)).toBeNull();
    // A task due tomorrow is not today's.
    const [mail] = await mailQueuedFor(clocked.db, later.identity.Id);
    expect(mail?.body ?? '').not.toContain('Water deeply');
  });

  test('the digest lists the tasks of a yard shared with the gardener, under its owner’s name', async () => {
    const owner = await gardener();
    const member = await gardener();
    await clocked.db.update(users).set({ firstname: 'Fern' }).where(eq(users.id, owner.identity.Id));
    const { yardId } = await yardWithTaskDue(owner, NEW_YORK, TODAY, 'Prune the roses');
    await clocked.db.insert(yardMembers).values({ yardId, userId: member.identity.Id, role: 'gardener' });
    await remindByEmail(member);

    await run(clocked.db, NOON_UTC);
    const [mail] = await mailQueuedFor(clocked.db, member.identity.Id);
    expect(mail!.body).toContain('Home (shared by Fern)\n Front bed\n');
    expect(mail!.body).toContain('Prune the roses');
    expect(await mailQueuedFor(clocked.db, owner.identity.Id)).toEqual([]);
  });

  test('a week before the first fall frost the reminder names the tender plants, once', async () => {
    const who = await gardener();
    // Zone 7a (half-zone 13): an annual, or a perennial hardy only from 8a (15) on, is tender.
    const yardZone = 13;
    const [tender] = await clocked.db
      .select({ id: plants.id, name: plants.commonName })
      .from(plants)
      .where(and(eq(plants.lifecycle, 'perennial'), gt(plants.zoneLowId, yardZone)))
      .limit(1);
    const [hardy] = await clocked.db
      .select({ id: plants.id, name: plants.commonName })
      .from(plants)
      .where(
        and(eq(plants.lifecycle, 'perennial'), gt(plants.zoneLowId, 0), lte(plants.zoneLowId, yardZone - 2)),
      )
      .limit(1);
    expect(tender && hardy).toBeTruthy();
    const { yardId } = await garden(who, 'Patio', [tender!.id, hardy!.id]);
    await clocked.db
      .update(yards)
      .set({ ...NEW_YORK, name: 'Backyard', hardinessZoneId: yardZone })
      .where(eq(yards.id, yardId));
    const frost = await yardFrostDates(clocked.db, who.identity.Id, yardId);
    expect(frost.FirstFallFrost).toMatch(/^\d\d-\d\d$/);
    const frostOn = `2026-${frost.FirstFallFrost}`;
    await remindByEmail(who);

    // Ten days before: too early for the alert.
    const early = addDays(frostOn, -10);
    await run(clocked.db, at(`${early}T12:00:00Z`));
    const before = await mailQueuedFor(clocked.db, who.identity.Id);
    expect(before.map((mail) => mail.body).join('\n')).not.toContain('Frost is coming');

    const soon = addDays(frostOn, -3);
    await run(clocked.db, at(`${soon}T12:00:00Z`));
    const mails = await mailQueuedFor(clocked.db, who.identity.Id);
    const alert = mails.find((mail) => mail.body.includes('Frost is coming'));
    expect(alert?.subject).toMatch(/frost is coming/i);
    expect(alert!.body).toContain('Frost is coming to Backyard');
    expect(alert!.body).toContain(`  - ${tender!.name} (Patio)`);
    expect(alert!.body).not.toContain(`  - ${hardy!.name} (Patio)`);

    await run(clocked.db, at(`${addDays(soon, 1)}T12:00:00Z`));
    const after = await mailQueuedFor(clocked.db, who.identity.Id);
    expect(after.filter((mail) => mail.body.includes('Frost is coming'))).toHaveLength(1);
  });

  test('the unsubscribe link turns e-mail reminders off', async () => {
    const who = await gardener();
    await yardWithTaskDue(who, NEW_YORK);
    await remindByEmail(who);
    await run(clocked.db, NOON_UTC);
    const [mail] = await mailQueuedFor(clocked.db, who.identity.Id);
    const token = /#\/unsubscribe\/([A-Za-z0-9_-]+)$/.exec(mail!.unsubscribeUrl!)![1]!;

    const done = await clocked.send(null, 'POST', '/public/Unsubscribe', { Token: token });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/reminders are off/);
    expect(await ok(who, 'GET', '/users/{uid}/ReminderSettings')).toEqual({
      Channel: 'none',
      MorningHour: 7,
      AppPushAvailable: false,
    });
    await run(clocked.db, at('2026-01-15T12:00:00Z'));
    expect(await mailQueuedFor(clocked.db, who.identity.Id)).toHaveLength(1);

    const unknown = await clocked.send(null, 'POST', '/public/Unsubscribe', { Token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/unsubscribe link is not known/);
    const torn = await clocked.send(null, 'POST', '/public/Unsubscribe', { Token: 'abc' });
    expect(torn.statusCode).toBe(400);
    expect(torn.body).toContain('This unsubscribe link is not complete');
  });

  test('a gardener who never chose is not reminded; the gardeners asked are all there is', async () => {
    const who = await gardener();
    await yardWithTaskDue(who, NEW_YORK);
    await run(clocked.db, NOON_UTC);
    expect(await mailQueuedFor(clocked.db, who.identity.Id)).toEqual([]);
    const rows = await clocked.db
      .select()
      .from(reminderSettings)
      .where(inArray(reminderSettings.userId, [who.identity.Id]));
    expect(rows).toEqual([]);
  });
});
