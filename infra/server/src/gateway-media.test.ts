import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@thrive/shared/contracts';
import type { DatabaseHandle } from '@thrive/api';
import { memoryMediaStorage } from '../../api/src/features/media/memory-media-storage';
import { createMediaUrls } from '../../api/src/features/media/media-url-signer';
import { loadMediaUrlSecret } from '../../api/src/features/media/media-url-secret';
import { listenForTests } from '../../api/src/testing/http-client';
import { buildGateway } from './gateway';
import {
  createGatewayDirs,
  gatewayConfig,
  openPglite,
  type GatewayDirs,
  type HttpClient,
} from './testing/gateway-fixture';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0xff, 0xd9]);
const KEY = 'u3/5e6f7a-orig.jpg';

describe('gateway: photo files at /media beside the API (DESIGN §5)', () => {
  const storage = memoryMediaStorage();
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  let app: FastifyInstance;
  let request: HttpClient;
  /** Signs as the gateway's API does: with the secret kept in its database. */
  let urlOf: (key: string) => string;

  beforeAll(async () => {
    database = await openPglite(undefined);
    dirs = createGatewayDirs();
    await storage.put(KEY, PHOTO, 'image/jpeg');
    app = await buildGateway({ config: gatewayConfig(dirs), database, storage });
    request = await listenForTests(app);
    urlOf = createMediaUrls(await loadMediaUrlSecret(database.db), () => new Date()).urlOf;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    dirs.remove();
  });

  test('a stored file is served at its signed address, not by the shell’s static wildcard', async () => {
    const response = await request(urlOf(KEY));
    expect(response.status).toBe(200);
    expect(response.raw).toEqual(PHOTO);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBeDefined();
  });

  test.each([
    ['unsigned', `/media/${KEY}`],
    ['with a tampered signature', () => urlOf(KEY).replace(/s=[^&]{4}/, 's=AAAA')],
    ['signed for another key', () => urlOf('u3/other-orig.jpg').replace('u3/other-orig.jpg', KEY)],
  ])('refused %s: 403 in the API’s error shape', async (_what, url) => {
    const response = await request(typeof url === 'string' ? url : url());
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json()).message).toMatch(/not valid or has expired/);
  });

  test('a signed address of a missing file answers 404 in the same shape', async () => {
    const response = await request(urlOf('u3/missing-orig.jpg'));
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(response.json()).message).toBe('This photo no longer exists.');
  });

  test('the shell and the API still answer beside it', async () => {
    expect((await request('/')).status).toBe(200);
    expect((await request('/api/health')).status).toBe(200);
  });
});
