import { buildApp } from '../app';
import { openPglite } from '../db/open-pglite';
import { testConfig } from '../testing/test-app';
import {
  BRIDGE_ATTEMPTS_PER_MINUTE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '../features/session/session-routes';
import { createUser } from './users-service';

describe('the sign-in (bridge) limit per client address', () => {
  let database: Awaited<ReturnType<typeof openPglite>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openPglite(undefined);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const attempt = (username: string, from: string) =>
    app.inject({ method: 'POST', url: '/api/bridge', payload: { username }, remoteAddress: from });

  test('a right key never counts: a household behind one address signs in every device', async () => {
    const { key } = await createUser(database.db, { email: 'household@example.com' });
    for (let i = 0; i <= BRIDGE_ATTEMPTS_PER_MINUTE * 2; i += 1)
      expect((await attempt(key, '192.0.2.10')).statusCode).toBe(200);
  });

  test('guessing keys stays slow: wrong keys are limited (429 with a message), and then a right key too', async () => {
    const { key } = await createUser(database.db, { email: 'guessed@example.com' });
    for (let i = 0; i < BRIDGE_ATTEMPTS_PER_MINUTE; i += 1)
      expect((await attempt('guess', '192.0.2.20')).statusCode).toBe(401);
    const limited = await attempt('guess', '192.0.2.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Answering the right key now would tell it apart from the wrong ones.
    expect((await attempt(key, '192.0.2.20')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await attempt(key, '192.0.2.21')).statusCode).toBe(200);
  });
});
