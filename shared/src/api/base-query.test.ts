import { testIdentity } from '../testing/identity';
import { http, HttpResponse } from 'msw';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { createBaseQuery, NETWORK_ERROR_MESSAGE, SIGNED_OUT_MESSAGE } from './base-query';
import { createAppStore, type AppStore } from '../store/store';
import { identityReceived, selectIdentity } from '../store/session-slice';
import { storeIdentity } from '../session/identity-storage';
import { STORAGE_KEYS } from '../session/storage-keys';
import { baseQueryApiFor } from '../testing/base-query-api';
import { setupTestServer } from '../testing/msw-server';
import { SAVED_AT_HEADER } from '../offline/offline-answers';
import { selectOfflineSavedAt } from '../offline/offline-slice';

const IDENTITY = testIdentity({ Id: 42, Token: 't0k' });

const server = setupTestServer();
let seen: Request[];

/** Answers every call to our API and to a foreign origin with 200, keeping the requests. */
beforeEach(() => {
  seen = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(request);
    return HttpResponse.json({ ok: true });
  };
  server.use(http.all('/api/*', record), http.all('https://other.example/*', record));
});

function signedInStore(): AppStore {
  const store = createAppStore();
  store.dispatch(identityReceived(IDENTITY));
  return store;
}

// Signed in unless a test says otherwise: signed out, only public calls go out at all.
async function call(arg: string | FetchArgs, store: AppStore = signedInStore(), reload = jest.fn()) {
  const result = await createBaseQuery({ reload })(arg, baseQueryApiFor(store), {});
  return { result, reload };
}

function lastRequest(): Request {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the network');
  return request;
}

describe('identity headers (DESIGN §3, §7)', () => {
  test('signed in: sends X-App thrive|{uid} and X-Token', async () => {
    const { result } = await call('yards', signedInStore());
    expect(result).toEqual({ data: { ok: true }, meta: expect.anything() });
    expect(lastRequest().url).toBe('http://localhost/api/yards');
    expect(lastRequest().headers.get('X-App')).toBe('thrive|42');
    expect(lastRequest().headers.get('X-Token')).toBe('t0k');
  });

  test('signed in: the token is never sent to another origin named by an absolute URL', async () => {
    await call('https://other.example/collect', signedInStore());
    expect(lastRequest().url).toBe('https://other.example/collect');
    expect(lastRequest().headers.has('X-App')).toBe(false);
    expect(lastRequest().headers.has('X-Token')).toBe(false);
  });

  test('signed out: a public call sends neither X-App nor X-Token', async () => {
    await call('bridge/0/countries', createAppStore());
    expect(lastRequest().headers.has('X-App')).toBe(false);
    expect(lastRequest().headers.has('X-Token')).toBe(false);
  });
});

describe('anti-forgery header X-XSRF-TOKEN from the XSRF-TOKEN cookie (DESIGN §3)', () => {
  beforeEach(() => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
  });

  test.each(['POST', 'PUT', 'DELETE'])('sent on %s to our own API (relative URL)', async (method) => {
    await call({ url: 'yards/7', method });
    expect(lastRequest().method).toBe(method);
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
  });

  test.each(['GET', 'HEAD'])('not sent on %s', async (method) => {
    await call({ url: 'yards/7', method });
    expect(lastRequest().method).toBe(method);
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  test('not sent to an absolute URL, even on POST', async () => {
    await call({ url: 'https://other.example/collect', method: 'POST' });
    expect(lastRequest().url).toBe('https://other.example/collect');
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  test('not sent when there is no XSRF-TOKEN cookie', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await call({ url: 'yards/7', method: 'POST' });
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('401 and 403 end the session and reload (SPEC §6)', () => {
  test.each([401, 403])(
    '%i clears the identity from the store and from localStorage, then reloads',
    async (status) => {
      server.use(http.get('/api/yards', () => HttpResponse.json({ message: 'Not allowed' }, { status })));
      storeIdentity(IDENTITY);
      const store = signedInStore();
      expect(localStorage.getItem(STORAGE_KEYS.identity)).not.toBeNull();

      const { result, reload } = await call('yards', store);

      expect(selectIdentity(store.getState())).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.identity)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledWith(status);
      expect(result.error).toMatchObject({ status });
    },
  );

  test('a 403 refusing one action only (actionRefused: a viewer of a shared yard) keeps the session and gives its message', async () => {
    const message = 'You can see this yard but not change it: its owner shared it with you as a viewer.';
    server.use(
      http.get('/api/yards', () => HttpResponse.json({ message, actionRefused: true }, { status: 403 })),
    );
    storeIdentity(IDENTITY);
    const store = signedInStore();

    const { result, reload } = await call('yards', store);

    expect(selectIdentity(store.getState())).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.identity)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 403, message });
  });

  test.each([401, 403])(
    '%i without a session reloads nothing: there is no session to end',
    async (status) => {
      server.use(http.get('/api/public/yard/3', () => HttpResponse.json({ message: 'No' }, { status })));

      const { result, reload } = await call('public/yard/3', createAppStore());

      expect(reload).not.toHaveBeenCalled();
      expect(result.error).toMatchObject({ status });
    },
  );

  test('signed out, a call that needs a session is not sent: it could only be refused', async () => {
    const before = seen.length;

    const { result, reload } = await call('Common/0/GrowingConditions', createAppStore());

    expect(seen.length).toBe(before);
    expect(result.error).toMatchObject({ status: 401, message: SIGNED_OUT_MESSAGE });
    expect(reload).not.toHaveBeenCalled();
  });

  test('any other error keeps the session and does not reload', async () => {
    server.use(http.get('/api/yards', () => HttpResponse.json({ message: 'Gone' }, { status: 404 })));
    storeIdentity(IDENTITY);
    const store = signedInStore();

    const { reload } = await call('yards', store);

    expect(selectIdentity(store.getState())).toEqual(IDENTITY);
    expect(localStorage.getItem(STORAGE_KEYS.identity)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('error messages (SPEC §8: the body message, else the status text)', () => {
  test("uses the body's message when there is one", async () => {
    server.use(
      http.get('/api/yards', () => HttpResponse.json({ message: 'Yard not found' }, { status: 404 })),
    );
    const { result } = await call('yards');
    expect(result.error).toEqual({
      status: 404,
      message: 'Yard not found',
      data: { message: 'Yard not found' },
    });
  });

  test('falls back to the status text when the body has no message', async () => {
    server.use(
      http.get('/api/yards', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { result } = await call('yards');
    expect(result.error).toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  test('a blank body message counts as none', async () => {
    server.use(
      http.get('/api/yards', () =>
        HttpResponse.json({ message: '  ' }, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const { result } = await call('yards');
    expect(result.error).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  test('a network failure gives the network error message', async () => {
    server.use(http.get('/api/yards', () => HttpResponse.error()));
    const { result } = await call('yards');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('the {uid} placeholder (SPEC §7: user calls carry the session user id)', () => {
  test('is replaced by the signed-in user id in string and object arguments', async () => {
    await call('users/{uid}/yards', signedInStore());
    expect(lastRequest().url).toBe('http://localhost/api/users/42/yards');
    await call(
      { url: 'users/{uid}/Nickname', method: 'PATCH', body: { firstname: 'Fern' } },
      signedInStore(),
    );
    expect(lastRequest().url).toBe('http://localhost/api/users/42/Nickname');
  });

  test('signed out, a {uid} call is not sent and fails with a sign-in message', async () => {
    const { result, reload } = await call('users/{uid}/yards', createAppStore());
    expect(seen).toHaveLength(0);
    expect(result).toEqual({ error: { status: 401, message: SIGNED_OUT_MESSAGE } });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('answers kept for offline use (DESIGN §5: "Offline, last updated …")', () => {
  const kept = (savedAt: string) =>
    HttpResponse.json({ ok: true }, { headers: { [SAVED_AT_HEADER]: savedAt } });

  test("an answer the service worker kept marks the screens offline, with the oldest answer's time", async () => {
    const store = signedInStore();
    server.use(http.get('/api/users/42/yards', () => kept('2026-11-29T08:00:00.000Z')));
    server.use(http.get('/api/users/42/UserTasks', () => kept('2026-11-28T18:30:00.000Z')));
    await call('users/{uid}/yards', store);
    expect(selectOfflineSavedAt(store.getState())).toBe('2026-11-29T08:00:00.000Z');
    await call('users/{uid}/UserTasks', store);
    expect(selectOfflineSavedAt(store.getState())).toBe('2026-11-28T18:30:00.000Z');
  });

  test('the next answer from the server (a refusal too) clears the mark', async () => {
    const store = signedInStore();
    server.use(http.get('/api/users/42/yards', () => kept('2026-11-29T08:00:00.000Z'), { once: true }));
    await call('users/{uid}/yards', store);
    server.use(http.get('/api/users/42/yards', () => HttpResponse.json({ message: 'No.' }, { status: 400 })));
    await call('users/{uid}/yards', store);
    expect(selectOfflineSavedAt(store.getState())).toBeNull();
  });

  test('a failed network with nothing kept leaves the mark as it was', async () => {
    const store = signedInStore();
    server.use(http.get('/api/users/42/yards', () => kept('2026-11-29T08:00:00.000Z')));
    await call('users/{uid}/yards', store);
    server.use(http.get('/api/users/42/zonelisting/1', () => HttpResponse.error()));
    await call('users/{uid}/zonelisting/1', store);
    expect(selectOfflineSavedAt(store.getState())).toBe('2026-11-29T08:00:00.000Z');
  });
});
