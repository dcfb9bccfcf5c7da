import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { appMeta } from '../../db/schema';
import { testDatabases } from '../../testing/test-databases';
import { loadMediaUrlSecret, MEDIA_URL_SECRET_KEY } from './media-url-secret';

describe.each(testDatabases())('the media address secret on $driver', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.dispose(database));

  test('is made once, 32 random bytes in base64url, then read back by every instance', async () => {
    const [first, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => loadMediaUrlSecret(database.db)),
    );
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(others).toEqual([first, first, first, first]);
    expect(await loadMediaUrlSecret(database.db)).toBe(first);
  });

  test('keeps the one already stored', async () => {
    await database.db.update(appMeta).set({ value: 'kept' }).where(eq(appMeta.key, MEDIA_URL_SECRET_KEY));
    expect(await loadMediaUrlSecret(database.db)).toBe('kept');
  });
});
