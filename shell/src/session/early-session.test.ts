import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore, selectIdentity } from '@thrive/shared';
import { startEarlyRequests, takeEarlyBridge, takeEarlyRemoteMap } from '@thrive/shared/early-start';
import { testIdentity } from '@thrive/shared/testing';
import { applyEarlySession } from './early-session';
import { forgetRegistrations } from './register-by-key';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetRegistrations();
  takeEarlyRemoteMap();
  takeEarlyBridge('k3y');
  localStorage.clear();
});
afterAll(() => server.close());

const address = { search: '', hash: '#/core?key=k3y' };
const identity = testIdentity({ Id: 5, Token: 'early-token' });

describe('applyEarlySession: an early bridge answer starts the session before the first render', () => {
  test('the identity is in the store when it resolves, from one bridge call', async () => {
    let calls = 0;
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', () => {
        calls += 1;
        return HttpResponse.json(identity);
      }),
    );
    startEarlyRequests({ storedIdentityKey: null, location: address });
    const store = createAppStore();
    await applyEarlySession(store, address);
    expect(selectIdentity(store.getState())).toEqual(identity);
    expect(calls).toBe(1);
  });

  test('a slow bridge does not hold the first render longer than the wait', async () => {
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', async () => {
        await delay(200);
        return HttpResponse.json(identity);
      }),
    );
    startEarlyRequests({ storedIdentityKey: null, location: address });
    const store = createAppStore();
    await applyEarlySession(store, address, 20);
    expect(selectIdentity(store.getState())).toBeNull();
    // The session starter's own wait then sees it through (and no later test shares it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(selectIdentity(store.getState())).toEqual(identity);
  });

  test('without an early call (no key, or a stored identity from it) nothing waits and nothing is sent', async () => {
    const store = createAppStore();
    await applyEarlySession(store, { search: '', hash: '#/core' });
    await applyEarlySession(store, address);
    expect(selectIdentity(store.getState())).toBeNull();
  });

  test('a refused key leaves no session and does not throw: the session starter reports it', async () => {
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({})),
      http.post('/api/bridge', () => HttpResponse.json({ message: 'Not valid' }, { status: 401 })),
    );
    startEarlyRequests({ storedIdentityKey: null, location: address });
    const store = createAppStore();
    await expect(applyEarlySession(store, address)).resolves.toBeUndefined();
    expect(selectIdentity(store.getState())).toBeNull();
  });
});
