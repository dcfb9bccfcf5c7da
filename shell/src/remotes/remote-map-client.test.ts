import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RemoteMapError } from '@thrive/shared';
import { fetchRemoteMap, REMOTE_MAP_URL } from './remote-map-client';
import { TEST_REMOTE_MAP } from '../testing/test-remote-map';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchRemoteMap: the partner map at /remotes.json (DESIGN §3)', () => {
  test('requests /remotes.json, never from a cache, and returns the validated map', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('/remotes.json', ({ request }) => {
        seen.push(request);
        return HttpResponse.json(TEST_REMOTE_MAP);
      }),
    );
    expect(REMOTE_MAP_URL).toBe('/remotes.json');
    await expect(fetchRemoteMap()).resolves.toEqual(TEST_REMOTE_MAP);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('http://localhost/remotes.json');
    expect(seen[0]?.cache).toBe('no-store');
  });

  test('the first read takes the answer the shell entry already asked for (issue 13)', async () => {
    let requests = 0;
    server.use(
      http.get('/remotes.json', () => {
        requests += 1;
        return HttpResponse.json(TEST_REMOTE_MAP);
      }),
    );
    const early = Promise.resolve(HttpResponse.json(TEST_REMOTE_MAP));
    await expect(fetchRemoteMap(fetch, () => early)).resolves.toEqual(TEST_REMOTE_MAP);
    expect(requests).toBe(0);
    await expect(fetchRemoteMap(fetch, () => undefined)).resolves.toEqual(TEST_REMOTE_MAP);
    expect(requests).toBe(1);
  });

  test('a status other than OK is a clear error', async () => {
    server.use(
      http.get(
        '/remotes.json',
        () => new HttpResponse('down', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(fetchRemoteMap()).rejects.toThrow('/remotes.json answered 503 Service Unavailable');
  });

  test('an invalid map is refused with a RemoteMapError naming the problem', async () => {
    server.use(
      http.get('/remotes.json', () =>
        HttpResponse.json({ ...TEST_REMOTE_MAP, 'mfe-weather': '/w/mf-manifest.json' }),
      ),
    );
    const failure = fetchRemoteMap();
    await expect(failure).rejects.toBeInstanceOf(RemoteMapError);
    await expect(failure).rejects.toThrow('Invalid /remotes.json: unknown remote "mfe-weather"');
  });

  test('uses the fetch function it is given', async () => {
    const fetchFn = jest.fn(async () => Response.json(TEST_REMOTE_MAP));
    await expect(fetchRemoteMap(fetchFn)).resolves.toEqual(TEST_REMOTE_MAP);
    expect(fetchFn).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});
