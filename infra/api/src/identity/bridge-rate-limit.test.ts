import { buildApp } from '../app';
import { openPglite } from '../db/open-pglite';
import { testConfig } from '../testing/test-app';
import { BRIDGE_ATTEMPTS_PER_MINUTE } from '../routes/session';

test('the bridge call is rate limited per client: guessing keys stays slow (429 with a message)', async () => {
  const database = await openPglite(undefined);
  const app = await buildApp({ database, config: testConfig() });
  try {
    const attempt = () => app.inject({ method: 'POST', url: '/api/bridge', payload: { username: 'guess' } });
    for (let i = 0; i < BRIDGE_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
  } finally {
    await app.close();
    await database.close();
  }
});
