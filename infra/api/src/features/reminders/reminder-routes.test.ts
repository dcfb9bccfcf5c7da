import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';

const SETTINGS = '/users/{uid}/ReminderSettings';

describe.each(testDatabases())('reminder settings on $driver', (testDb) => {
  const { gardener, ok, refused } = clockedApp(testDb, {
    prefix: 'reminder-settings',
    now: new Date('2026-01-14T12:00:00Z'),
  });

  test('a gardener reads the defaults, saves their own settings and reads them back', async () => {
    const who = await gardener();
    expect(await ok(who, 'GET', SETTINGS)).toEqual({
      Channel: 'none',
      MorningHour: 7,
      AppPushAvailable: false,
    });
    expect(await ok(who, 'PUT', SETTINGS, { Channel: 'email', MorningHour: 6 })).toEqual({
      Channel: 'email',
      MorningHour: 6,
      AppPushAvailable: false,
    });
    expect(await ok(who, 'GET', SETTINGS)).toEqual({
      Channel: 'email',
      MorningHour: 6,
      AppPushAvailable: false,
    });
    expect(await ok(who, 'PUT', SETTINGS, { Channel: 'web-push', MorningHour: 0 })).toEqual({
      Channel: 'web-push',
      MorningHour: 0,
      AppPushAvailable: false,
    });
  });

  test('bad settings are refused with a message for each field', async () => {
    const who = await gardener();
    const hour = await refused(who, 'PUT', SETTINGS, { Channel: 'email', MorningHour: 24 });
    expect(hour.status).toBe(400);
    expect(JSON.stringify(hour.body)).toContain('whole number from 0 to 23');
    const half = await refused(who, 'PUT', SETTINGS, { Channel: 'email', MorningHour: 6.5 });
    expect(half.status).toBe(400);
    const channel = await refused(who, 'PUT', SETTINGS, { Channel: 'sms', MorningHour: 7 });
    expect(channel.status).toBe(400);
    expect(JSON.stringify(channel.body)).toContain('Choose how to be reminded');
    expect(await ok(who, 'GET', SETTINGS)).toEqual({
      Channel: 'none',
      MorningHour: 7,
      AppPushAvailable: false,
    });
  });

  test('nobody reads or changes another gardener’s settings', async () => {
    const owner = await gardener();
    const other = await gardener();
    await ok(owner, 'PUT', SETTINGS, { Channel: 'email', MorningHour: 8 });
    const path = `/users/${owner.identity.Id}/ReminderSettings`;
    expect((await refused(other, 'GET', path)).status).toBe(403);
    expect((await refused(other, 'PUT', path, { Channel: 'none', MorningHour: 7 })).status).toBe(403);
    expect(await ok(owner, 'GET', SETTINGS)).toEqual({
      Channel: 'email',
      MorningHour: 8,
      AppPushAvailable: false,
    });
  });
});

describe.each(testDatabases())('push from the phone app on $driver', (testDb) => {
  const { gardener, ok, refused } = clockedApp(testDb, {
    prefix: 'reminder-app-push',
    now: new Date('2026-01-14T12:00:00Z'),
  });

  test('rule: push from the app is refused on a server without FCM (FCM_CREDENTIALS), the saved choice kept, and the settings say it is not available', async () => {
    const who = await gardener();
    await ok(who, 'PUT', SETTINGS, { Channel: 'email', MorningHour: 7 });
    expect(await refused(who, 'PUT', SETTINGS, { Channel: 'app-push', MorningHour: 7 })).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Notifications from the app are not set up on this server yet. Choose e-mail for now.',
      }),
    });
    expect(await ok(who, 'GET', SETTINGS)).toEqual({
      Channel: 'email',
      MorningHour: 7,
      AppPushAvailable: false,
    });
  });
});
