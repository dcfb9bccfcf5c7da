import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@thrive/shared/contracts';
import type { DatabaseHandle } from './db/database';
import { openPglite } from './db/open-pglite';
import { listenForTests, type HttpClient } from './testing/http-client';
import { testConfig } from './testing/test-app';
import { buildApp } from './app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BODY_LIMIT = 100;

function clientError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

describe('API error bodies (DESIGN §4: { message, fields?, requestId? }, never a stack trace)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let request: HttpClient;

  beforeAll(async () => {
    database = await openPglite(undefined);
    app = await buildApp({ database, config: testConfig({ BODY_LIMIT_BYTES: String(BODY_LIMIT) }) });
    // Routes added at the root: the error handling covers the whole app, not only /api.
    app.get('/api/boom', async () => {
      throw new Error('kaboom: connection to 10.0.0.5 refused');
    });
    app.get('/api/bad', async () => {
      throw clientError(400, 'Yard name is required.');
    });
    app.get('/api/slow-down', async () => {
      throw clientError(429, '');
    });
    app.post('/api/echo', async (req) => ({ received: req.body }));
    request = await listenForTests(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('an unexpected error answers 500 { message, requestId } without its text or a stack trace', async () => {
    const response = await request('/api/boom');
    expect(response.status).toBe(500);
    const body = errorBodySchema.strict().parse(response.json());
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    expect(body.requestId).toMatch(UUID);
    expect(response.text).not.toContain('kaboom');
    expect(response.text).not.toContain('10.0.0.5');
    expect(response.text).not.toMatch(/stack/i);
    expect(response.text).not.toContain('at ');
  });

  test('every 500 gets its own request id, which callers cannot choose', async () => {
    const headers = { 'request-id': 'chosen-by-caller', 'x-request-id': 'chosen-by-caller' };
    const first = errorBodySchema.parse((await request({ url: '/api/boom', headers })).json());
    const second = errorBodySchema.parse((await request({ url: '/api/boom', headers })).json());
    expect(first.requestId).toMatch(UUID);
    expect(second.requestId).toMatch(UUID);
    expect(first.requestId).not.toBe(second.requestId);
  });

  test('a client error thrown with statusCode 400 keeps its message', async () => {
    const response = await request('/api/bad');
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ message: 'Yard name is required.' });
  });

  test('a client error without a message gets the standard message of its status', async () => {
    const response = await request('/api/slow-down');
    expect(response.status).toBe(429);
    expect(response.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
  });

  test('a body within the configured bodyLimit is accepted', async () => {
    const payload = JSON.stringify({ note: 'x'.repeat(20) });
    const response = await request({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ received: { note: 'x'.repeat(20) } });
  });

  test('a body larger than the configured bodyLimit answers 413 with a JSON message', async () => {
    const payload = JSON.stringify({ note: 'x'.repeat(BODY_LIMIT * 2) });
    const response = await request({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorBodySchema.strict().parse(response.json());
    expect(body.message).toBeTruthy();
  });
});
