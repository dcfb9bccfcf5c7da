import type { FastifyInstance } from 'fastify';
import { errorBodySchema, healthResponseSchema } from '@thrive/shared/contracts';
import { buildApp } from './app';
import { NO_SUCH_API_ROUTE } from './errors';
import type { DatabaseHandle } from './db/database';
import { openPglite } from './db/open-pglite';
import { listenForTests, type HttpClient } from './testing/http-client';
import { testConfig } from './testing/test-app';

// Routing does not depend on the database: the embedded one is enough here.
describe('API routing (DESIGN §4)', () => {
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

  test.each(['/API/Health', '/api/HEALTH', '/Api/health'])(
    'matches routes whatever the case of the path: GET %s',
    async (url) => {
      const response = await request(url);
      expect(response.status).toBe(200);
      expect(healthResponseSchema.parse(response.json()).status).toBe('ok');
    },
  );

  test.each(['/api/health/', '/API/Health/'])('ignores a trailing slash: GET %s', async (url) => {
    const response = await request(url);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(response.json()).status).toBe('ok');
  });

  test('answers an unknown API path with 404 JSON { message } that repeats nothing of the address', async () => {
    const response = await request({ method: 'POST', url: '/api/nope/deeper?key=secret-sign-in-key' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: NO_SUCH_API_ROUTE });
  });

  test('an unknown API path in another case still answers the API 404', async () => {
    const response = await request('/API/Nope');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: NO_SUCH_API_ROUTE });
  });
});
