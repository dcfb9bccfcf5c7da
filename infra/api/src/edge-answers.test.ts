import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@thrive/shared/contracts';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { openPglite } from './db/open-pglite';
import { BAD_ADDRESS_MESSAGE, HEADERS_TOO_LARGE_MESSAGE } from './edge-answers';
import { NO_SUCH_API_ROUTE, NOTHING_HERE } from './errors';
import { listenForTests, type HttpClient } from './testing/http-client';
import { testConfig } from './testing/test-app';

/** Node's default maxHeaderSize is 16 KiB: one header of 20 KB is beyond it. */
const HUGE_HEADER = { 'x-huge': 'a'.repeat(20_000) };

// Answers given before any route runs do not depend on the database: the embedded one is enough.
describe('answers at the edge are ours: one error shape, nothing of the request repeated', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let request: HttpClient;

  beforeAll(async () => {
    database = await openPglite(undefined);
    app = await buildApp({ database, config: testConfig() });
    request = await listenForTests(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test.each([
    '/%ff%3Cimg%20src=x%3E',
    '/api/partners/%E0%A4%A/ReferralCodeByCode',
    '/api/users/1/yard/%ff',
    '/api/users/%c0%af/yards',
  ])('a bad percent-encoding (%s) is a 400 in our error shape, not FST_ERR_BAD_URL', async (url) => {
    const response = await request(url);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.strict().parse(response.json())).toEqual({ message: BAD_ADDRESS_MESSAGE });
    expect(response.text).not.toMatch(/FST_|img|%/i);
  });

  test('a 20 KB header is a 431 in our error shape, not Node’s bare answer', async () => {
    const response = await request({ url: '/api/health', headers: HUGE_HEADER });
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: HEADERS_TOO_LARGE_MESSAGE });
  });

  test('a 404 never repeats the address it was asked for', async () => {
    const api = await request('/api/%3Cscript%3Ealert(1)%3C/script%3E?key=secret');
    expect([api.status, api.json()]).toEqual([404, { message: NO_SUCH_API_ROUTE }]);
    const other = await request('/no/such/%3Cb%3Epage');
    expect([other.status, other.json()]).toEqual([404, { message: NOTHING_HERE }]);
  });

  test('HEAD on a read-only GET still answers (readiness probes use it)', async () => {
    expect((await request({ method: 'HEAD', url: '/api/health' })).status).toBe(200);
  });
});
