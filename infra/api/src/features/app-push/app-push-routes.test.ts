import { eq } from 'drizzle-orm';
import { appPushTokens } from '../../db/schema';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';
import { appPushTokensOf, forgetAppPushToken } from './app-push-tokens';

const TOKEN_MESSAGE = 'The app gave an incomplete push token. Close the app, open it again and save again.';
const PLATFORM_MESSAGE = "The app's platform is one of: android, ios.";

describe.each(testDatabases())('the phone app’s push token on $driver', (testDb) => {
  const clocked = clockedApp(testDb, { prefix: 'app-push', now: new Date('2026-01-14T12:00:00Z') });
  const { gardener, send, ok, refused } = clocked;
  const database = {
    get db() {
      return clocked.db;
    },
  };
  let phones = 0;
  const phone = () => `fcm-${++phones}-token:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx`;
  const ownerOf = async (token: string) =>
    await database.db
      .select({ userId: appPushTokens.userId, platform: appPushTokens.platform })
      .from(appPushTokens)
      .where(eq(appPushTokens.token, token));

  test('a gardener’s phones take their reminders, oldest first, until one is removed or forgotten', async () => {
    const who = await gardener();
    const [first, second, third] = [phone(), phone(), phone()];
    expect(await ok(who, 'PUT', '/users/{uid}/AppPushToken', { Token: first, Platform: 'android' })).toEqual({
      message: 'This phone will show your care reminders.',
    });
    await ok(who, 'PUT', '/users/{uid}/AppPushToken', { Token: second, Platform: 'ios' });
    await ok(who, 'PUT', '/users/{uid}/AppPushToken', { Token: third, Platform: 'android' });
    // The app saves its token again each time it starts: nothing changes.
    await ok(who, 'PUT', '/users/{uid}/AppPushToken', { Token: first, Platform: 'android' });
    expect(await appPushTokensOf(database.db, who.identity.Id)).toEqual([first, second, third]);

    expect(await ok(who, 'DELETE', `/users/{uid}/AppPushToken?Token=${encodeURIComponent(second!)}`)).toEqual(
      { message: 'This phone will no longer show care reminders.' },
    );
    await forgetAppPushToken(database.db, third!);
    expect(await appPushTokensOf(database.db, who.identity.Id)).toEqual([first]);
  });

  test('rule: a push token is 20 to 4096 URL-safe characters and the platform android or ios; a refused one saves nothing', async () => {
    const who = await gardener();
    const good = phone();
    const cases = [
      [{ Token: 'too-short', Platform: 'android' }, TOKEN_MESSAGE],
      [{ Token: `${good} with spaces`, Platform: 'android' }, TOKEN_MESSAGE],
      [{ Token: 'x'.repeat(4097), Platform: 'ios' }, TOKEN_MESSAGE],
      [{ Platform: 'ios' }, TOKEN_MESSAGE],
      [{ Token: good, Platform: 'windows' }, PLATFORM_MESSAGE],
      [{ Token: good }, PLATFORM_MESSAGE],
    ] as const;
    for (const [body, message] of cases)
      expect(await refused(who, 'PUT', '/users/{uid}/AppPushToken', body)).toEqual({
        status: 400,
        body: expect.objectContaining({ message }),
      });
    expect(await refused(who, 'DELETE', '/users/{uid}/AppPushToken?Token=short')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: TOKEN_MESSAGE }),
    });
    expect(await appPushTokensOf(database.db, who.identity.Id)).toEqual([]);
    expect(await ownerOf(good)).toEqual([]);
  });

  test('rule: a phone whose app signs in as another gardener moves to the gardener who saved it last', async () => {
    const [first, second] = [await gardener(), await gardener()];
    const token = phone();
    await ok(first, 'PUT', '/users/{uid}/AppPushToken', { Token: token, Platform: 'android' });
    await ok(second, 'PUT', '/users/{uid}/AppPushToken', { Token: token, Platform: 'ios' });
    expect(await ownerOf(token)).toEqual([{ userId: second.identity.Id, platform: 'ios' }]);
    expect(await appPushTokensOf(database.db, first.identity.Id)).toEqual([]);
    expect(await appPushTokensOf(database.db, second.identity.Id)).toEqual([token]);
  });

  test('rule: removing a phone touches only one’s own; another gardener’s path is refused', async () => {
    const [first, second] = [await gardener(), await gardener()];
    const token = phone();
    await ok(second, 'PUT', '/users/{uid}/AppPushToken', { Token: token, Platform: 'android' });
    const query = `?Token=${encodeURIComponent(token)}`;
    await ok(first, 'DELETE', `/users/{uid}/AppPushToken${query}`);
    expect(await ownerOf(token)).toEqual([{ userId: second.identity.Id, platform: 'android' }]);

    const othersPath = `/users/${second.identity.Id}/AppPushToken`;
    expect((await refused(first, 'DELETE', `${othersPath}${query}`)).status).toBe(403);
    const put = await send(first, 'PUT', othersPath, { Token: phone(), Platform: 'ios' });
    expect(put.statusCode).toBe(403);
    expect(await ownerOf(token)).toEqual([{ userId: second.identity.Id, platform: 'android' }]);

    await ok(second, 'DELETE', `/users/{uid}/AppPushToken${query}`);
    expect(await ownerOf(token)).toEqual([]);
  });
});
