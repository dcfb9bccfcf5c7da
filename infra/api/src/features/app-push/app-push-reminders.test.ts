import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clockedApp } from '../../testing/clocked-app';
import { gardenerWithTaskDue, REMINDER_APP, REMINDER_NOON_UTC } from '../../testing/reminder-fixture';
import { startFakeFcm, type FakeFcm } from '../../testing/fake-fcm';
import { testDatabases } from '../../testing/test-databases';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { appPushTokensOf } from './app-push-tokens';
import { fcmProvider } from './fcm-provider';

const NOON_UTC = REMINDER_NOON_UTC;
const APP = REMINDER_APP;

describe.each(testDatabases())('reminders pushed to the phone app (FCM) on $driver', (testDb) => {
  let fcm: FakeFcm;
  let folder: string;
  // Filled before the app starts: the server reads FCM_CREDENTIALS as it loads its configuration.
  const env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    fcm = await startFakeFcm();
    folder = mkdtempSync(path.join(tmpdir(), 'fcm-'));
    env.FCM_CREDENTIALS = path.join(folder, 'service-account.json');
    env.FCM_API_URL = fcm.config.apiUrl;
    writeFileSync(env.FCM_CREDENTIALS, JSON.stringify(fcm.credentials));
  });
  afterAll(async () => {
    await fcm.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const clocked = clockedApp(testDb, { prefix: 'app-push-reminders', now: NOON_UTC, env });
  const { ok } = clocked;
  let phones = 0;
  const phone = () => `fcm-${++phones}-reminders:APA91bHun4MxP5egoKMwt2KZFBaFUH`;

  const run = () =>
    sendDueReminders(clocked.db, { now: NOON_UTC, appAddress: APP, appPush: fcmProvider(fcm.config) });

  /** A gardener in New York with a task due today, reminded by the app on `tokens`. */
  const phoneGardener = (tokens: string[]) =>
    gardenerWithTaskDue(clocked, 'app-push', async (who) => {
      for (const token of tokens)
        await ok(who, 'PUT', '/users/{uid}/AppPushToken', { Token: token, Platform: 'android' });
    });

  test('rule: on a server with FCM the reminder settings say the app can be reminded (AppPushAvailable), and take its choice', async () => {
    const who = await phoneGardener([phone()]);
    expect(await ok(who, 'GET', '/users/{uid}/ReminderSettings')).toEqual({
      Channel: 'app-push',
      MorningHour: 7,
      AppPushAvailable: true,
    });
  });

  test('the day’s reminder reaches each of the gardener’s phones once, with the tasks and the task list’s page', async () => {
    const tokens = [phone(), phone()];
    await phoneGardener(tokens);
    expect((await run()).failures).toEqual([]);
    await run();
    for (const token of tokens) {
      const sent = fcm.sends.filter((push) => push.token === token);
      expect(sent).toEqual([
        {
          token,
          notification: {
            title: '1 care task for today',
            body: expect.stringMatching(/^Water the new hedge: \S.*\.$/),
          },
          data: { url: `${APP}/#/tasks` },
        },
      ]);
    }
    expect(fcm.problems).toEqual([]);
  });

  test('a phone whose app was removed (UNREGISTERED) is forgotten; the other still gets the push', async () => {
    const [removed, kept] = [phone(), phone()];
    const who = await phoneGardener([removed!, kept!]);
    fcm.unregister(removed!);
    expect((await run()).failures).toEqual([]);
    expect(fcm.sends.filter((push) => push.token === kept)).toHaveLength(1);
    expect(await appPushTokensOf(clocked.db, who.identity.Id)).toEqual([kept]);
  });

  test('FCM’s failure is reported for the log, and the day is not sent twice', async () => {
    const token = phone();
    await phoneGardener([token]);
    fcm.failNextSend();
    const { failures } = await run();
    expect(failures).toEqual([expect.stringMatching(/the push did not reach the app: FCM answered 500/)]);
    await run();
    expect(fcm.sends.filter((push) => push.token === token)).toEqual([]);
  });
});
