import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore, loadStoredIdentity, selectIdentity, sessionApi, yardsApi } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { forgetRegistrations, registerByKey } from './register-by-key';
import { identityKeyOf } from './identity-key';

// As shared's setupTestServer, which @thrive/shared/testing does not export (yet).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
let calls: string[];

/** The bridge answers each key with its own identity, counting every call. */
function bridgeAnswers(answer: (key: string) => Response | Promise<Response>) {
  server.use(
    http.post('/api/bridge', async ({ request }) => {
      const { username } = (await request.json()) as { username: string };
      calls.push(username);
      return answer(username);
    }),
  );
}

const identityOf = (key: string) => testIdentity({ Id: key.length, Token: `token-of-${key}` });

beforeEach(() => {
  calls = [];
  bridgeAnswers((key) => HttpResponse.json(identityOf(key)));
});
afterEach(() => forgetRegistrations());

describe('a session is registered by key (SPEC §4 Other)', () => {
  test('concurrent registrations of one key share one in-flight call', async () => {
    const store = createAppStore();
    const results = await Promise.all([
      registerByKey(store, 'abc'),
      registerByKey(store, 'abc'),
      registerByKey(createAppStore(), 'abc'),
    ]);
    expect(calls).toEqual(['abc']);
    expect(results).toEqual([identityOf('abc'), identityOf('abc'), identityOf('abc')]);
  });

  test('the registered identity is the identity query’s answer: following it costs no users/{uid} call', async () => {
    let identityCalls = 0;
    server.use(
      http.get('/api/users/:id', () => {
        identityCalls += 1;
        return HttpResponse.json(identityOf('abc'));
      }),
    );
    const store = createAppStore();
    await registerByKey(store, 'abc');
    const followed = store.dispatch(sessionApi.endpoints.getIdentity.initiate());
    await expect(followed.unwrap()).resolves.toEqual(identityOf('abc'));
    followed.unsubscribe();
    expect(identityCalls).toBe(0);
  });

  test('a result is cached per key: the same key again makes no call, another key does', async () => {
    const store = createAppStore();
    await registerByKey(store, 'abc');
    await registerByKey(store, 'abc');
    expect(calls).toEqual(['abc']);
    await registerByKey(store, 'second-key');
    expect(calls).toEqual(['abc', 'second-key']);
    expect(selectIdentity(store.getState())).toEqual(identityOf('second-key'));
  });

  test('a failure is not cached: the next registration calls the server again', async () => {
    bridgeAnswers(() => HttpResponse.json({ message: 'Unavailable' }, { status: 503 }));
    const store = createAppStore();
    await expect(registerByKey(store, 'abc')).rejects.toMatchObject({ status: 503 });
    bridgeAnswers((key) => HttpResponse.json(identityOf(key)));
    await expect(registerByKey(store, 'abc')).resolves.toEqual(identityOf('abc'));
    expect(calls).toEqual(['abc', 'abc']);
  });

  test('on success the identity is kept in the store and in browser storage, with its key (SPEC §1)', async () => {
    const store = createAppStore();
    await registerByKey(store, 'abc');
    expect(selectIdentity(store.getState())).toEqual(identityOf('abc'));
    expect(loadStoredIdentity()).toEqual(identityOf('abc'));
    expect(identityKeyOf()).toBe('abc');
  });

  test('on failure there is no identity', async () => {
    bridgeAnswers(() => HttpResponse.json({ message: 'Unavailable' }, { status: 503 }));
    const store = createAppStore();
    await expect(registerByKey(store, 'abc')).rejects.toBeDefined();
    expect(selectIdentity(store.getState())).toBeNull();
    expect(loadStoredIdentity()).toBeNull();
    expect(identityKeyOf()).toBeNull();
  });
});

describe('a key of another gardener resets what the first one left (issue 30)', () => {
  test('after the switch no answer of the first gardener remains; the same queries answer for the second', async () => {
    server.use(
      http.get('/api/users/:uid/yards', ({ params }) =>
        HttpResponse.json([
          {
            Id: Number(params.uid),
            Name: `Yard of gardener ${String(params.uid)}`,
            Address: '',
            City: '',
            State: '',
            PostalCode: '',
            Latitude: null,
            Longitude: null,
            HardinessZoneId: 0,
            HardinessZoneManual: false,
            IsPublic: false,
            IsDefault: true,
            ZoneCount: 0,
          },
        ]),
      ),
    );
    const store = createAppStore();
    const cached = () => JSON.stringify(store.getState().api.queries);
    await registerByKey(store, 'abc');
    await store.dispatch(yardsApi.endpoints.getYards.initiate());
    expect(cached()).toContain('Yard of gardener 3');

    await registerByKey(store, 'second-key');

    expect(cached()).not.toContain('Yard of gardener 3');
    expect(cached()).not.toContain('token-of-abc');
    const yards = await store.dispatch(yardsApi.endpoints.getYards.initiate());
    expect(yards.data?.map((yard) => yard.Name)).toEqual(['Yard of gardener 10']);
    const identity = await store.dispatch(sessionApi.endpoints.getIdentity.initiate());
    expect(identity.data).toEqual(identityOf('second-key'));
  });
});
