import { eq } from 'drizzle-orm';
import { webPushSubscriptions } from '../../db/schema';
import { clockedApp } from '../../testing/clocked-app';
import { gardenerWithTaskDue, REMINDER_APP, REMINDER_NOON_UTC } from '../../testing/reminder-fixture';
import { startFakePushService } from '../../testing/fake-push-service';
import type { Gardener } from '../../testing/seeded-app';
import { testDatabases } from '../../testing/test-databases';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { loadVapidKeys } from './vapid-keys';
import { vapidSubject, webPushDelivery } from './web-push-delivery';

const NOON_UTC = REMINDER_NOON_UTC;
const APP = REMINDER_APP;

describe.each(testDatabases())('push reminders in the browser (Web Push) on $driver', (testDb) => {
  const clocked = clockedApp(testDb, { prefix: 'web-push', now: NOON_UTC });
  const { gardener, ok, refused } = clocked;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    pushService = await startFakePushService();
  });
  afterAll(() => pushService.close());

  const run = async () =>
    sendDueReminders(clocked.db, {
      now: NOON_UTC,
      appAddress: APP,
      webPush: webPushDelivery(await loadVapidKeys(clocked.db), vapidSubject(APP), pushService.agent),
    });

  /** A gardener in New York with a task due today, reminded by push at 07:00 in `browsers`. */
  const pushedGardener = async (browsers: number) => {
    const subscribed = Array.from({ length: browsers }, () => pushService.browser());
    const who = await gardenerWithTaskDue(clocked, 'web-push', async (gardener) => {
      for (const browser of subscribed)
        await ok(gardener, 'PUT', '/users/{uid}/WebPushSubscription', {
          Endpoint: browser.Endpoint,
          Keys: browser.Keys,
        });
    });
    return { who, browsers: subscribed };
  };

  const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

  test('the day’s reminder reaches each of the gardener’s browsers once, signed with the server’s VAPID key and readable only by the browser', async () => {
    const { who, browsers } = await pushedGardener(2);
    const { PublicKey } = (await ok(who, 'GET', '/users/{uid}/WebPushKey')) as { PublicKey: string };
    expect(PublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const first = await run();
    expect(first.failures).toEqual([]);
    expect(pushService.problems).toEqual([]);
    for (const browser of browsers) {
      const [push, ...more] = pushesTo(browser.Endpoint);
      expect(more).toEqual([]);
      expect(push!.signedBy).toBe(PublicKey);
      expect(push!.ttl).toBe(String(12 * 60 * 60));
      expect(push!.message).toEqual({
        title: '1 care task for today',
        body: expect.stringMatching(/^Water the new hedge: \S.*\.$/),
        url: `${APP}/#/tasks`,
      });
    }

    // A second run the same morning sends nothing more.
    await run();
    for (const browser of browsers) expect(pushesTo(browser.Endpoint)).toHaveLength(1);
  });

  test('a browser its push service no longer knows (410) is forgotten; the gardener’s other browser still gets the push', async () => {
    const { who, browsers } = await pushedGardener(2);
    const [lost, kept] = browsers;
    pushService.forget(lost!.Endpoint);
    const result = await run();
    expect(result.failures).toEqual([]);
    expect(pushesTo(kept!.Endpoint)).toHaveLength(1);
    const left = await clocked.db
      .select({ endpoint: webPushSubscriptions.endpoint })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, who.identity.Id));
    expect(left).toEqual([{ endpoint: kept!.Endpoint }]);
  });

  test('every instance signs with the same VAPID keys, made once and kept in the database', async () => {
    const [a, b] = await Promise.all([loadVapidKeys(clocked.db), loadVapidKeys(clocked.db)]);
    expect(a).toEqual(b);
    expect(await loadVapidKeys(clocked.db)).toEqual(a);
  });

  test('rule: a push subscription must name an https endpoint and both browser keys; a refused one changes nothing', async () => {
    const { who, browsers } = await pushedGardener(1);
    const message =
      'This browser gave an incomplete push subscription. Turn push reminders off and on again.';
    const plain = { Endpoint: 'http://127.0.0.1:8080/push/1', Keys: browsers[0]!.Keys };
    expect(await refused(who, 'PUT', '/users/{uid}/WebPushSubscription', plain)).toEqual({
      status: 400,
      body: expect.objectContaining({ message }),
    });
    const noAuth = { Endpoint: browsers[0]!.Endpoint, Keys: { P256dh: browsers[0]!.Keys.P256dh } };
    expect((await refused(who, 'PUT', '/users/{uid}/WebPushSubscription', noAuth)).status).toBe(400);
    const rows = await clocked.db
      .select({ endpoint: webPushSubscriptions.endpoint })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, who.identity.Id));
    expect(rows).toEqual([{ endpoint: browsers[0]!.Endpoint }]);
  });

  test('a browser that subscribes for another gardener moves to them; removing it touches only one’s own', async () => {
    const first: Gardener = await gardener();
    const second: Gardener = await gardener();
    const browser = pushService.browser();
    const subscription = { Endpoint: browser.Endpoint, Keys: browser.Keys };
    await ok(first, 'PUT', '/users/{uid}/WebPushSubscription', subscription);
    await ok(second, 'PUT', '/users/{uid}/WebPushSubscription', subscription);
    const owner = async () =>
      (
        await clocked.db
          .select({ userId: webPushSubscriptions.userId })
          .from(webPushSubscriptions)
          .where(eq(webPushSubscriptions.endpoint, browser.Endpoint))
      ).map((row) => row.userId);
    expect(await owner()).toEqual([second.identity.Id]);

    const query = `?Endpoint=${encodeURIComponent(browser.Endpoint)}`;
    await ok(first, 'DELETE', `/users/{uid}/WebPushSubscription${query}`);
    expect(await owner()).toEqual([second.identity.Id]);
    await ok(second, 'DELETE', `/users/{uid}/WebPushSubscription${query}`);
    expect(await owner()).toEqual([]);
  });
});
