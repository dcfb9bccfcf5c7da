import { http, HttpResponse } from 'msw';
import { sessionApi } from '../api/session';
import { yardsApi } from '../api/yards';
import type { Yard } from '../contracts/yards';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { createAppStore } from './store';
import { identityCleared, identityReceived, selectIdentity, sessionEnded } from './session-slice';
import { isIdentityChange } from './identity-change';
import { API_READ_CACHE } from '../offline/offline-answers';

const ann = testIdentity({ Id: 1, Token: 'ann-token', Firstname: 'Ann' });
const bea = testIdentity({ Id: 2, Token: 'bea-token', Firstname: 'Bea' });
const yardOf = (owner: string): Yard => ({
  Id: owner.length,
  Name: `${owner}'s front yard`,
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
});
const identities = new Map([
  [ann.Id, ann],
  [bea.Id, bea],
]);

setupTestServer(
  http.get('/api/users/:uid', ({ params, request }) => {
    const identity = identities.get(Number(params.uid));
    // Answers only the gardener whose token the call carries, as the API does.
    if (!identity || request.headers.get('X-Token') !== identity.Token)
      return HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 });
    return HttpResponse.json(identity);
  }),
  http.get('/api/users/:uid/yards', ({ params }) =>
    HttpResponse.json([yardOf(identities.get(Number(params.uid))?.Firstname ?? '')]),
  ),
  http.get('/api/Common/0/GrowingConditions', () =>
    HttpResponse.json({ SunRequirements: [], WaterRequirements: [], HardinessZones: [], Fertilizers: [] }),
  ),
);

/** The cached answers of the store, whatever the endpoint, as text. */
const cachedText = (store: ReturnType<typeof createAppStore>) => JSON.stringify(store.getState().api.queries);

async function signedInAsAnn() {
  const store = createAppStore();
  store.dispatch(identityReceived(ann));
  await store.dispatch(sessionApi.endpoints.getIdentity.initiate());
  await store.dispatch(yardsApi.endpoints.getYards.initiate());
  await store.dispatch(yardsApi.endpoints.getGrowingConditions.initiate());
  expect(cachedText(store)).toContain('ann-token');
  expect(cachedText(store)).toContain("Ann's front yard");
  return store;
}

describe('a change of identity resets the API cache (issue 30)', () => {
  test('after a switch to another gardener no answer of the first remains in the store', async () => {
    const store = await signedInAsAnn();

    store.dispatch(identityReceived(bea));

    expect(store.getState().api.queries).toEqual({});
    expect(cachedText(store)).not.toContain('Ann');
    expect(cachedText(store)).not.toContain('ann-token');
    // Asked again, the same queries are the new gardener's.
    const again = await store.dispatch(sessionApi.endpoints.getIdentity.initiate());
    expect(again.data).toMatchObject({ Id: 2, Firstname: 'Bea' });
    const yards = await store.dispatch(yardsApi.endpoints.getYards.initiate());
    expect(yards.data?.map((yard) => yard.Name)).toEqual(["Bea's front yard"]);
    expect(selectIdentity(store.getState())).toMatchObject({ Id: 2, Token: 'bea-token' });
  });

  test('a new token for the same gardener is a change too', async () => {
    const store = await signedInAsAnn();
    store.dispatch(identityReceived({ ...ann, Token: 'ann-second-token' }));
    expect(store.getState().api.queries).toEqual({});
  });

  test('signing out (the session ended) empties the cache', async () => {
    const store = await signedInAsAnn();
    store.dispatch(sessionEnded());
    expect(store.getState().api.queries).toEqual({});
  });

  test('a refused call clears the identity without aborting calls in flight: the page reloads next', async () => {
    const store = await signedInAsAnn();
    store.dispatch(identityCleared());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(3);
  });

  test('the same session changing a flag keeps every answer', async () => {
    const store = await signedInAsAnn();
    store.dispatch(identityReceived({ ...ann, Firstname: 'Annie' }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(3);
  });

  test('signing in from nobody keeps the public answers there are', async () => {
    const store = createAppStore();
    await store.dispatch(yardsApi.endpoints.getGrowingConditions.initiate());
    store.dispatch(identityReceived(ann));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  });

  test("the answers kept for offline reading go with a change of gardener, not with a flag's", async () => {
    const deleted = jest.fn((_name: string) => Promise.resolve(true));
    Object.assign(globalThis, { caches: { delete: deleted } });
    try {
      const store = await signedInAsAnn();
      store.dispatch(identityReceived({ ...ann, Firstname: 'Annie' }));
      expect(deleted).not.toHaveBeenCalled();
      store.dispatch(identityReceived(bea));
      expect(deleted).toHaveBeenCalledWith(API_READ_CACHE);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  test('isIdentityChange: another id or token, or none after one; never from none', () => {
    expect(isIdentityChange(ann, bea)).toBe(true);
    expect(isIdentityChange(ann, { ...ann, Token: 'other' })).toBe(true);
    expect(isIdentityChange(ann, null)).toBe(true);
    expect(isIdentityChange(ann, { ...ann })).toBe(false);
    expect(isIdentityChange(null, ann)).toBe(false);
  });
});
