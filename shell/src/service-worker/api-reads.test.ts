import { SAVED_AT_HEADER } from '@thrive/shared/offline';
import { isKeptApiRead, savedCopy } from './api-reads';

const OWN = 'https://thrive.example';
const own = (pathAndQuery: string) => new URL(pathAndQuery, OWN);

describe('isKeptApiRead: which answers of the API are kept for reading offline', () => {
  test.each([
    '/api/users/42/yards',
    '/api/users/42/UserTasks?from=2024-05-01&to=2024-05-31',
    '/api/Users/42/Plant/7/',
    // The account forms' lists, under bridge/ as signing in is.
    '/api/bridge/0/countries',
    '/api/users/42/PlantHealth/7',
  ])('a GET of our own API (%s) is kept', (address) => {
    expect(isKeptApiRead(own(address), 'GET', OWN)).toBe(true);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a %s is never kept', (method) => {
    expect(isKeptApiRead(own('/api/users/42/yards'), method, OWN)).toBe(false);
  });

  test.each(['https://partner.example/api/users/42/yards', 'http://thrive.example/api/users/42/yards'])(
    'a GET of another origin (%s) is not kept',
    (address) => {
      expect(isKeptApiRead(new URL(address), 'GET', OWN)).toBe(false);
    },
  );

  test.each([
    ['a GET that changes state', '/api/users/42/ToggleFavoritePlant/7'],
    ['the health check', '/api/health'],
    ["the operator's", '/api/operator/users'],
    ['a download', '/api/users/42/export?format=zip'],
    ['the session', '/api/bridge/session'],
  ])('%s (%s) is never kept', (_what, address) => {
    expect(isKeptApiRead(own(address), 'GET', OWN)).toBe(false);
  });

  test.each(['/remotes.json', '/index.html', '/apiary/users/42', '/'])(
    'a GET of our origin outside /api/ (%s) is not kept',
    (address) => {
      expect(isKeptApiRead(own(address), 'GET', OWN)).toBe(false);
    },
  );
});

describe('savedCopy: what the cache keeps of an answer', () => {
  const now = new Date('2024-05-14T08:30:00.000Z');
  const body = { yards: [{ id: 1, name: 'Front yard' }] };
  const jsonAnswer = () =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r-1' },
    });

  test('a 200 JSON answer is kept with the time it was saved, the same body, status and headers', async () => {
    const copy = await savedCopy(jsonAnswer(), now);

    expect(copy).not.toBeNull();
    expect(copy!.status).toBe(200);
    expect(copy!.headers.get(SAVED_AT_HEADER)).toBe('2024-05-14T08:30:00.000Z');
    expect(copy!.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(copy!.headers.get('x-request-id')).toBe('r-1');
    await expect(copy!.json()).resolves.toEqual(body);
  });

  test('the answer given to the page can still be read after its copy is made', async () => {
    const original = jsonAnswer();
    await savedCopy(original, now);

    expect(original.bodyUsed).toBe(false);
    await expect(original.json()).resolves.toEqual(body);
    // The original is not stamped: only the kept copy says when it was saved.
    expect(original.headers.get(SAVED_AT_HEADER)).toBeNull();
  });

  test.each([
    [
      'a 404',
      () =>
        new Response('{"error":"not found"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    ],
    [
      'a 500',
      () =>
        new Response('{"error":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } }),
    ],
    [
      'a 200 image',
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
    ],
    [
      'a 200 page',
      () => new Response('<!doctype html><p>Hi</p>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['a 200 without a content type', () => new Response(new Blob(['{}']))],
  ])('%s is not kept', async (_what, answer) => {
    await expect(savedCopy(answer(), now)).resolves.toBeNull();
  });
});
