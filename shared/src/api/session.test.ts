import { http, HttpResponse } from 'msw';
import { sessionApi } from './session';
import { createAppStore } from '../store/store';
import { identityReceived, selectIdentity } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { startEarlyRequests } from '../session/early-start';
import { NETWORK_ERROR_MESSAGE } from './base-query';

const server = setupTestServer();

const register = (store: ReturnType<typeof createAppStore>, key: string) =>
  store.dispatch(sessionApi.endpoints.registerSession.initiate({ username: key }));

describe('registerSession: POST bridge with {username} (SPEC §7 Session)', () => {
  test('sends the key as username and answers with the parsed identity', async () => {
    const identity = testIdentity({ Id: 7, Token: 'fresh' });
    let body: unknown;
    server.use(
      http.post('/api/bridge', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(identity);
      }),
    );
    const result = await register(createAppStore(), 'k3y').unwrap();
    expect(body).toEqual({ username: 'k3y' });
    expect(result).toEqual(identity);
  });

  test('an answer that is not an identity is an error, not a session', async () => {
    server.use(http.post('/api/bridge', () => HttpResponse.json({ Id: 'nope' })));
    await expect(register(createAppStore(), 'k3y').unwrap()).rejects.toMatchObject({
      status: 'PARSING_ERROR',
    });
  });

  test('a key the server refuses (401) ends any session but does not reload the page', async () => {
    server.use(
      http.post('/api/bridge', () =>
        HttpResponse.json({ message: 'This sign-in link is not valid any more.' }, { status: 401 }),
      ),
    );
    const store = createAppStore();
    store.dispatch(identityReceived(testIdentity()));
    // jsdom cannot reload: a reload would report 'Not implemented: navigation' as an error.
    const consoleError = jest.spyOn(console, 'error');
    await expect(register(store, 'bad').unwrap()).rejects.toMatchObject({
      status: 401,
      message: 'This sign-in link is not valid any more.',
    });
    expect(selectIdentity(store.getState())).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('registerSession takes the bridge answer the shell entry asked for early (issue 13)', () => {
  test('the early call for this key is used once: no second bridge call, the same identity', async () => {
    const identity = testIdentity({ Id: 8, Token: 'early' });
    const sent: unknown[] = [];
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(identity);
      }),
    );
    startEarlyRequests({ storedIdentityKey: null, location: { search: '?key=k3y', hash: '#/' } });
    await expect(register(createAppStore(), 'k3y').unwrap()).resolves.toEqual(identity);
    expect(sent).toEqual([{ username: 'k3y' }]);
    // Taken once: a later registration (a retry) calls the server again.
    await register(createAppStore(), 'k3y').unwrap();
    expect(sent).toHaveLength(2);
  });

  test('an early answer for another key is not used', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', async ({ request }) => {
        const body = (await request.json()) as { username: string };
        sent.push(body.username);
        return HttpResponse.json(testIdentity({ Token: body.username }));
      }),
    );
    startEarlyRequests({ storedIdentityKey: null, location: { search: '?key=first', hash: '#/' } });
    await expect(register(createAppStore(), 'second').unwrap()).resolves.toMatchObject({ Token: 'second' });
    expect(sent.sort()).toEqual(['first', 'second']);
  });

  test('an early refusal reads as the same error as a late one', async () => {
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', () =>
        HttpResponse.json({ message: 'This sign-in link is not valid any more.' }, { status: 401 }),
      ),
    );
    startEarlyRequests({ storedIdentityKey: null, location: { search: '', hash: '#/core?key=bad' } });
    await expect(register(createAppStore(), 'bad').unwrap()).rejects.toMatchObject({
      status: 401,
      message: 'This sign-in link is not valid any more.',
    });
  });
});

describe('getIdentity: GET users/{uid} keeps the session identity current', () => {
  test('the answer replaces the identity in the store and in browser storage', async () => {
    const store = createAppStore();
    store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't', Firstname: '' })));
    server.use(
      http.get('/api/users/42', () =>
        HttpResponse.json(testIdentity({ Id: 42, Token: 't', Firstname: 'Fern', ShowNicknamePopup: false })),
      ),
    );
    await store.dispatch(sessionApi.endpoints.getIdentity.initiate());
    expect(selectIdentity(store.getState())).toMatchObject({ Firstname: 'Fern', ShowNicknamePopup: false });
    expect(JSON.parse(localStorage.getItem('thrive.identity') ?? '{}')).toMatchObject({ Firstname: 'Fern' });
  });
});

describe('signOut: DELETE bridge/session ends this device’s token (issue 30)', () => {
  const signedIn = () => {
    const store = createAppStore();
    store.dispatch(identityReceived(testIdentity({ Id: 7, Token: 'tok-7' })));
    return store;
  };
  const signOut = (store: ReturnType<typeof createAppStore>) =>
    store.dispatch(sessionApi.endpoints.signOut.initiate()).unwrap();

  test('is sent signed in, as every signed-in call, and a 204 is a success', async () => {
    let headers: Headers | undefined;
    server.use(
      http.delete('/api/bridge/session', ({ request }) => {
        headers = request.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(signOut(signedIn())).resolves.toBeNull();
    expect(headers?.get('X-App')).toBe('thrive|7');
    expect(headers?.get('X-Token')).toBe('tok-7');
  });

  test('a token the server refuses already (401) is signed out: a success, with no reload', async () => {
    server.use(
      http.delete('/api/bridge/session', () =>
        HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
      ),
    );
    // jsdom cannot reload: a reload would report 'Not implemented: navigation' as an error.
    const consoleError = jest.spyOn(console, 'error');
    const store = signedIn();
    await expect(signOut(store)).resolves.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    // Forgetting the gardener is the sign-out flow's, in its own order.
    expect(selectIdentity(store.getState())).toMatchObject({ Id: 7 });
  });

  test('a network that is down fails with a message, and the session is left to the caller', async () => {
    server.use(http.delete('/api/bridge/session', () => HttpResponse.error()));
    const store = signedIn();
    await expect(signOut(store)).rejects.toMatchObject({
      status: 'FETCH_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(selectIdentity(store.getState())).toMatchObject({ Id: 7 });
  });

  test('a server failure fails too: the token may still work', async () => {
    server.use(
      http.delete('/api/bridge/session', () => HttpResponse.json({ message: 'Try later.' }, { status: 503 })),
    );
    await expect(signOut(signedIn())).rejects.toMatchObject({ status: 503, message: 'Try later.' });
  });

  test('nobody signed in: nothing is sent', async () => {
    // An unexpected request fails the test (setupTestServer).
    await expect(signOut(createAppStore())).resolves.toBeNull();
  });
});
