import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { openPglite } from '../../db/open-pglite';
import { memoryMediaStorage } from './memory-media-storage';
import { createMediaUrls } from './media-url-signer';
import { loadMediaUrlSecret } from './media-url-secret';
import { listenForTests, type HttpClient } from '../../testing/http-client';
import { testConfig } from '../../testing/test-app';
import { MEDIA_FILE_MESSAGES } from './media-files-routes';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 4, 5, 0xff, 0xd9]);
const KEY = 'u12/9a8b7c-orig.jpg';

describe('photo files at /media (DESIGN §5)', () => {
  const storage = memoryMediaStorage();
  let now = new Date('2024-05-10T15:00:00Z');
  const clock = () => now;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let request: HttpClient;
  /** The address the API would give out, signed as the app signs. */
  let urlOf: (key: string) => string;

  beforeAll(async () => {
    database = await openPglite(undefined);
    await storage.put(KEY, PHOTO, 'image/jpeg');
    await storage.put('u12/MiXeD-thumb.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    app = await buildApp({ database, config: testConfig(), clock, storage });
    request = await listenForTests(app);
    // The app's signer is keyed with the database's secret: one made from it signs alike.
    urlOf = createMediaUrls(await loadMediaUrlSecret(database.db), clock).urlOf;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => {
    now = new Date('2024-05-10T15:00:00Z');
  });

  test('serves the file at its signed address, cacheable privately until the address expires', async () => {
    const response = await request(urlOf(KEY));
    expect(response.status).toBe(200);
    expect(response.raw).toEqual(PHOTO);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(PHOTO.length),
      // Until 2024-05-12T00:00Z: 33 hours.
      'cache-control': `private, max-age=${33 * 3600}, immutable`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]+"$/),
    });
  });

  test('keeps the case of the key and the type the file was stored with', async () => {
    const response = await request(urlOf('u12/MiXeD-thumb.webp'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  test('HEAD answers the same headers without the bytes', async () => {
    const response = await request({ method: 'HEAD', url: urlOf(KEY) });
    expect(response.status).toBe(200);
    expect(response.raw.length).toBe(0);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toBeDefined();
  });

  test('answers 304 to a browser that has the same file', async () => {
    const { headers } = await request(urlOf(KEY));
    const response = await request({ url: urlOf(KEY), headers: { 'if-none-match': String(headers.etag) } });
    expect(response.status).toBe(304);
    expect(response.raw.length).toBe(0);
  });

  const refusedWith403 = async (url: string) => {
    const response = await request(url);
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: MEDIA_FILE_MESSAGES.badAddress });
    expect(response.text).not.toContain('WEBP');
  };

  test('refuses an address without signature or expiry (403, our error shape)', async () => {
    await refusedWith403(`/media/${KEY}`);
    await refusedWith403(urlOf(KEY).replace(/&s=.*$/, ''));
    await refusedWith403(urlOf(KEY).replace(/\?e=\d+&/, '?'));
  });

  test('refuses a tampered address: another key, a later expiry, a changed signature', async () => {
    const url = urlOf(KEY);
    await refusedWith403(url.replace('u12/', 'u13/'));
    await refusedWith403(url.replace(/e=(\d+)/, (_all, expiry: string) => `e=${Number(expiry) + 86_400}`));
    await refusedWith403(url.replace(/s=(.)/, (_all, first: string) => `s=${first === 'A' ? 'B' : 'A'}`));
    await refusedWith403(`${url}&s=again`);
  });

  test('refuses an expired address', async () => {
    const url = urlOf(KEY);
    now = new Date('2024-05-12T00:00:00Z');
    await refusedWith403(url);
  });

  test('answers 404 for a signed address whose file is gone', async () => {
    const response = await request(urlOf('u12/gone-orig.jpg'));
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: MEDIA_FILE_MESSAGES.missing });
  });

  test('a path that tries to leave the media folder is only ever a bad address', async () => {
    await refusedWith403('/media/../api/health?e=9999999999&s=x');
    await refusedWith403('/media/u12/..%2F..%2Fetc%2Fpasswd?e=9999999999&s=x');
  });

  test('the API stays under /api, the files under /media', async () => {
    expect((await request('/api/health')).status).toBe(200);
    expect((await request(`/api${urlOf(KEY)}`)).status).toBe(404);
  });
});
