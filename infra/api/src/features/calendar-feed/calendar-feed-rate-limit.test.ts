import { buildApp } from '../../app';
import { openPglite } from '../../db/open-pglite';
import { testConfig } from '../../testing/test-app';
import { CALENDAR_FEED_READS_PER_MINUTE } from './calendar-feed-routes';

test('the public feed address is rate limited per client: secrets cannot be guessed at speed (429)', async () => {
  const database = await openPglite(undefined);
  const app = await buildApp({ database, config: testConfig() });
  try {
    const guess = (n: number) =>
      app.inject({ url: `/api/calendar/${String(n).padStart(43, 'A')}.ics`, remoteAddress: '203.0.113.9' });
    for (let n = 0; n < CALENDAR_FEED_READS_PER_MINUTE; n += 1) expect((await guess(n)).statusCode).toBe(404);
    const limited = await guess(CALENDAR_FEED_READS_PER_MINUTE);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    // Another client is not held back.
    const other = await app.inject({
      url: `/api/calendar/${'B'.repeat(43)}.ics`,
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(404);
  } finally {
    await app.close();
    await database.close();
  }
});
