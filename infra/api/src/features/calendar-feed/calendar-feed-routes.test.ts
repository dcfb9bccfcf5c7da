import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '@thrive/shared/contracts';
import { calendarFeeds, careCalendarStates, userTaskRules, userTasks } from '../../db/schema';
import { careData } from '../care-calendar/care-data';
import { UNKNOWN_HOST_MESSAGE } from './app-url';
import { FEED_NOT_FOUND } from './calendar-feed';
import { clockedApp } from '../../testing/clocked-app';
import type { Gardener } from '../../testing/seeded-app';
import { HOSTA, TOMATO } from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const TODAY = '2026-04-01';
const FEED = '/users/{uid}/CalendarFeed';
const COMPLETED = 1;
const SUSPENDED = 3;
const SKIPPED = 4;
const ALLOWED_HOST = 'garden.test';

interface FeedEvent {
  uid: string;
  summary: string;
  day: string;
  allDay: boolean;
  description: string;
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      day: event.startDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe.each(testDatabases())('private calendar feed (iCal) of care tasks on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'calendar-feed', now: NOW });
  const { gardener, ok, send } = api;
  const create = (who: Gardener): Promise<CalendarFeed> => ok(who, 'POST', FEED, {});
  /**
   * The feed as a calendar app reads it: no token, no X-App, only the secret address, at a
   * host the server allows (ALLOWED_HOSTS, set for this file).
   */
  const fetchFeed = (url: string, host = ALLOWED_HOST) =>
    api.app.inject({ method: 'GET', url, headers: { host } });
  const settingsBefore = { PUBLIC_URL: process.env.PUBLIC_URL, ALLOWED_HOSTS: process.env.ALLOWED_HOSTS };
  const restore = (name: keyof typeof settingsBefore) => {
    if (settingsBefore[name] === undefined) delete process.env[name];
    else process.env[name] = settingsBefore[name];
  };
  beforeEach(() => {
    delete process.env.PUBLIC_URL;
    process.env.ALLOWED_HOSTS = ALLOWED_HOST;
  });
  afterAll(() => {
    restore('PUBLIC_URL');
    restore('ALLOWED_HOSTS');
  });

  /**
   * A gardener growing tomato and hosta in "Bed", with the care calendar marked generated
   * today, so the feed holds exactly the tasks a test writes.
   */
  async function grower() {
    const me = await gardener();
    const tomato = await api.plantNamed(TOMATO);
    const hosta = await api.plantNamed(HOSTA);
    const { yardId, zoneId, plantZoneIds } = await api.garden(me, 'Bed', [tomato.id, hosta.id]);
    await api.db
      .insert(careCalendarStates)
      .values({ userId: me.identity.Id, generatedOn: TODAY, rulesVersion: careData().version });
    const task = async (values: Partial<typeof userTasks.$inferInsert> & { dueDate: string }) => {
      const [row] = await api.db
        .insert(userTasks)
        .values({
          userId: me.identity.Id,
          yardId,
          zoneId,
          plantZoneId: plantZoneIds[0],
          plantId: tomato.id,
          source: 'care',
          taskType: 'Water',
          ...values,
        })
        .returning({ id: userTasks.id });
      return row!.id;
    };
    return { me, tomato, hosta, hostaIn: plantZoneIds[1]!, task };
  }

  test('no address until one is made: {Active: false}', async () => {
    const me = await gardener();
    expect(await ok(me, 'GET', FEED)).toEqual({ Active: false, CreatedAt: null, Url: null });
  });

  test('POST makes a secret address, shown once; only its SHA-256 is kept', async () => {
    const me = await gardener();
    const made = await create(me);
    expect(made).toEqual({
      Active: true,
      CreatedAt: NOW.toISOString(),
      Url: expect.stringMatching(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    expect(await ok(me, 'GET', FEED)).toEqual({ Active: true, CreatedAt: NOW.toISOString(), Url: null });
    const secret = made.Url!.slice('/api/calendar/'.length, -'.ics'.length);
    const [kept] = await api.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.identity.Id));
    expect(kept?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(kept)).not.toContain(secret);
  });

  test('the feed holds the open tasks of the month behind and the year ahead and the month’s completed ones', async () => {
    const g = await grower();
    const other = await grower();
    const [rule] = await api.db
      .insert(userTaskRules)
      .values({
        userId: g.me.identity.Id,
        plantZoneId: g.hostaIn,
        taskType: 'Stake',
        startDate: '2026-04-20',
      })
      .returning({ id: userTaskRules.id });
    const water = await g.task({
      dueDate: '2026-04-05',
      details: 'Water deeply at the base.',
      notes: 'Rain barrel',
    });
    const stake = await g.task({
      source: 'custom',
      taskType: 'Stake',
      plantId: g.hosta.id,
      plantZoneId: g.hostaIn,
      userTaskRuleId: rule!.id,
      dueDate: '2026-04-20',
      taskStatusId: SUSPENDED,
    });
    const monthAgo = await g.task({ taskType: 'Mulch', dueDate: '2026-03-02' });
    const yearAhead = await g.task({ taskType: 'Prune', dueDate: '2027-04-01' });
    const done = await g.task({
      taskType: 'Fertilize',
      dueDate: '2026-03-24',
      taskStatusId: COMPLETED,
      dateCompleted: '2026-03-25',
    });
    const leftOut = [
      await g.task({ dueDate: '2026-03-01' }),
      await g.task({ dueDate: '2027-04-02' }),
      await g.task({ dueDate: '2026-02-20', taskStatusId: COMPLETED, dateCompleted: '2026-02-28' }),
      await g.task({ dueDate: '2026-04-10', taskStatusId: SKIPPED }),
      await g.task({ source: 'tip', taskType: 'Spring tip', dueDate: '2026-04-03', expiresOn: '2026-04-30' }),
    ];
    const theirs = await other.task({ dueDate: '2026-04-05' });

    const response = await fetchFeed((await create(g.me)).Url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=900');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Thrive Garden care tasks');
    const event = (id: number) => feed.events.find((e) => e.uid === `task-${id}@thrive.garden`);
    expect(feed.events.map((e) => [e.uid, e.day, e.summary, e.allDay])).toEqual(
      [
        [monthAgo, '2026-03-02', `Mulch: ${g.tomato.commonName} (Bed)`],
        [done, '2026-03-25', `✓ Fertilize: ${g.tomato.commonName} (Bed)`],
        [water, '2026-04-05', `Water: ${g.tomato.commonName} (Bed)`],
        [stake, '2026-04-20', `Stake: ${g.hosta.commonName} (Bed)`],
        [yearAhead, '2027-04-01', `Prune: ${g.tomato.commonName} (Bed)`],
      ].map(([id, day, summary]) => [`task-${id}@thrive.garden`, day, summary, true]),
    );
    expect(event(water)?.description).toBe(
      `Water deeply at the base.\n\nNotes: Rain barrel\n\nhttp://${ALLOWED_HOST}/#/tasks/details/${water}`,
    );
    for (const id of [...leftOut, theirs]) expect(event(id)).toBeUndefined();
    const theirFeed = parseFeed((await fetchFeed((await create(other.me)).Url!)).body);
    expect(theirFeed.events.map((e) => e.uid)).toEqual([`task-${theirs}@thrive.garden`]);
  });

  test('a forged Host never ends up in a link: 400 naming PUBLIC_URL and ALLOWED_HOSTS', async () => {
    const g = await grower();
    await g.task({ dueDate: '2026-04-05' });
    const url = (await create(g.me)).Url!;
    const forged = await fetchFeed(url, 'evil.example');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: UNKNOWN_HOST_MESSAGE });
    expect(forged.json().message).toMatch(/PUBLIC_URL.*ALLOWED_HOSTS/);
    expect(forged.body).not.toContain('evil.example');
    // An address that does not work is 404 whatever host it is asked under.
    expect((await fetchFeed(`/api/calendar/${'C'.repeat(43)}.ics`, 'evil.example')).statusCode).toBe(404);
  });

  test('with PUBLIC_URL set, links go there whatever the Host header says', async () => {
    process.env.PUBLIC_URL = 'https://thrive.example/';
    const g = await grower();
    const water = await g.task({ dueDate: '2026-04-05' });
    const response = await fetchFeed((await create(g.me)).Url!, 'evil.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    const [event] = parseFeed(response.body).events;
    expect(event?.description).toContain(`https://thrive.example/#/tasks/details/${water}`);
  });

  test('a new address replaces the old one, which answers 404', async () => {
    const g = await grower();
    await g.task({ dueDate: '2026-04-05' });
    const first = (await create(g.me)).Url!;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await create(g.me)).Url!;
    expect(second).not.toBe(first);
    expect(await fetchFeed(first).then((r) => [r.statusCode, r.json()])).toEqual([
      404,
      { message: FEED_NOT_FOUND },
    ]);
    expect(parseFeed((await fetchFeed(second)).body).events).toHaveLength(1);
  });

  test('DELETE turns the address off: it answers 404 and the gardener sees it inactive', async () => {
    const g = await grower();
    const url = (await create(g.me)).Url!;
    expect(await ok(g.me, 'DELETE', FEED)).toEqual({
      message: 'Your calendar address was turned off. Calendars that subscribed to it will stop updating.',
    });
    expect(await ok(g.me, 'GET', FEED)).toEqual({ Active: false, CreatedAt: null, Url: null });
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  test('an address never made answers 404, a malformed one 400; neither needs a token', async () => {
    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).json()).toEqual({
      message: FEED_NOT_FOUND,
    });
    const malformed = await fetchFeed('/api/calendar/short.ics');
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      'This is not a calendar address.',
    ]);
  });

  test('reading the feed brings the care calendar up to date first', async () => {
    const me = await gardener();
    const url = (await create(me)).Url!;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const [state] = await api.db
      .select()
      .from(careCalendarStates)
      .where(eq(careCalendarStates.userId, me.identity.Id));
    expect(state?.generatedOn).toBe(TODAY);
  });

  test("another gardener's uid answers 403 on the feed's own calls", async () => {
    const me = await gardener();
    const intruder = await gardener();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await send(intruder, method, FEED.replace('{uid}', String(me.identity.Id)), {});
      expect(`${method}: ${response.statusCode}`).toBe(`${method}: 403`);
    }
    expect(await ok(me, 'GET', FEED)).toEqual({ Active: false, CreatedAt: null, Url: null });
  });
});
