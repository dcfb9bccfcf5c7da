import { startFakeFcm, type FakeFcm } from '../../testing/fake-fcm';
import type { PushMessage } from '../common/push-message';
import { fcmProvider } from './fcm-provider';

const REMINDER: PushMessage = {
  title: '1 care task for today',
  body: 'Water the new hedge: Front bed.',
  url: 'https://garden.example/#/tasks',
};
const PHONE = 'fcm-token-of-a-phone:APA91b-0123456789';

describe('pushes to the phone app through FCM’s HTTP v1 API', () => {
  let fcm: FakeFcm;
  beforeAll(async () => {
    fcm = await startFakeFcm();
  });
  afterAll(() => fcm.close());
  afterEach(() => expect(fcm.problems).toEqual([]));

  test('a push reaches FCM for the phone with the reminder’s title, text and page', async () => {
    const provider = fcmProvider(fcm.config);
    expect(await provider.send(PHONE, REMINDER)).toBe('sent');
    expect(fcm.sends.at(-1)).toEqual({
      token: PHONE,
      notification: { title: REMINDER.title, body: REMINDER.body },
      data: { url: REMINDER.url },
    });
  });

  test('two pushes share one access token: the service account’s JWT is exchanged once', async () => {
    const provider = fcmProvider(fcm.config);
    const before = fcm.exchanges;
    await provider.send(PHONE, REMINDER);
    await provider.send(`${PHONE}-second`, REMINDER);
    expect(fcm.exchanges - before).toBe(1);
  });

  test('pushes sent at once wait for one exchange', async () => {
    const provider = fcmProvider(fcm.config);
    const before = fcm.exchanges;
    expect(await Promise.all([1, 2, 3].map((n) => provider.send(`${PHONE}-${n}`, REMINDER)))).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    expect(fcm.exchanges - before).toBe(1);
  });

  test('an access token is renewed a minute before it expires', async () => {
    let now = new Date('2026-01-14T12:00:00Z');
    const provider = fcmProvider(fcm.config, { clock: () => now });
    const before = fcm.exchanges;
    await provider.send(PHONE, REMINDER);
    now = new Date('2026-01-14T12:58:59Z');
    await provider.send(PHONE, REMINDER);
    expect(fcm.exchanges - before).toBe(1);
    now = new Date('2026-01-14T12:59:01Z');
    await provider.send(PHONE, REMINDER);
    expect(fcm.exchanges - before).toBe(2);
  });

  test('a token FCM no longer knows (UNREGISTERED) is gone', async () => {
    const provider = fcmProvider(fcm.config);
    const removed = `${PHONE}-removed`;
    fcm.unregister(removed);
    const sent = fcm.sends.length;
    expect(await provider.send(removed, REMINDER)).toBe('gone');
    expect(fcm.sends).toHaveLength(sent);
  });

  test('FCM’s failure throws with its status and message', async () => {
    const provider = fcmProvider(fcm.config);
    fcm.failNextSend();
    await expect(provider.send(PHONE, REMINDER)).rejects.toThrow(
      'FCM answered 500: Internal error encountered.',
    );
    expect(await provider.send(PHONE, REMINDER)).toBe('sent');
  });

  test('a refused access token (401) throws, and the next push gets a new one', async () => {
    const provider = fcmProvider(fcm.config);
    await provider.send(PHONE, REMINDER);
    const before = fcm.exchanges;
    fcm.revokeAccessTokens();
    await expect(provider.send(PHONE, REMINDER)).rejects.toThrow(
      'FCM answered 401: Request had invalid authentication credentials.',
    );
    expect(await provider.send(PHONE, REMINDER)).toBe('sent');
    expect(fcm.exchanges - before).toBe(1);
  });

  test('a JWT signed with another key is refused by the token service, and the push throws', async () => {
    const other = await startFakeFcm();
    try {
      const provider = fcmProvider({ ...fcm.config, privateKey: other.config.privateKey });
      await expect(provider.send(PHONE, REMINDER)).rejects.toThrow(/token service answered 400/);
      expect(fcm.problems.splice(0)).toEqual([
        'the JWT signature does not verify with the service account’s key',
      ]);
    } finally {
      await other.close();
    }
  });
});
