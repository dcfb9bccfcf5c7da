import { http, HttpResponse } from 'msw';
import { sessionApi } from '../api/session';
import { createAppStore } from '../store/store';
import {
  carriedParamsChanged,
  identityReceived,
  selectCarriedParams,
  selectIdentity,
} from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { forgetSignedInGardener } from './forget-gardener';
import { storeIdentity } from './identity-storage';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';
import { API_READ_CACHE } from '../offline/offline-answers';

setupTestServer(http.get('/api/users/42', () => HttpResponse.json(testIdentity())));

describe('forgetting the gardener who signs out, on this device (issue 30)', () => {
  test('identity and token leave the store, browser storage and the API cache; the key is no longer carried', async () => {
    const identity = testIdentity();
    storeIdentity(identity);
    localStorage.setItem(STORAGE_KEYS.suggestFilter, '{"name":"my draft"}');
    sessionStorage.setItem(SESSION_KEYS.nicknamePopup, 'true');
    const store = createAppStore();
    store.dispatch(identityReceived(identity));
    store.dispatch(carriedParamsChanged({ key: 'k3y', ptl: '1' }));
    await store.dispatch(sessionApi.endpoints.getIdentity.initiate());

    store.dispatch(forgetSignedInGardener());

    expect(selectIdentity(store.getState())).toBeNull();
    expect(selectCarriedParams(store.getState())).toEqual({ ptl: '1' });
    expect(store.getState().api.queries).toEqual({});
    expect(JSON.stringify(store.getState())).not.toContain(identity.Token);
    expect(localStorage.getItem(STORAGE_KEYS.identity)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.suggestFilter)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.nicknamePopup)).toBeNull();
  });

  test('the answers the service worker kept for offline reading go too, even from a store that has no identity', () => {
    const deleted = jest.fn((_name: string) => Promise.resolve(true));
    Object.assign(globalThis, { caches: { delete: deleted } });
    try {
      createAppStore().dispatch(forgetSignedInGardener());
      expect(deleted).toHaveBeenCalledWith(API_READ_CACHE);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  test('what belongs to the device stays: permission answers and its location', () => {
    localStorage.setItem(STORAGE_KEYS.geoAccess, 'true');
    localStorage.setItem(STORAGE_KEYS.deviceLocation, '{"lat":1,"lon":2}');
    createAppStore().dispatch(forgetSignedInGardener());
    expect(localStorage.getItem(STORAGE_KEYS.geoAccess)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.deviceLocation)).toBe('{"lat":1,"lon":2}');
  });

  test('storage the browser blocks does not stop it', () => {
    const blocked = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = createAppStore();
    store.dispatch(identityReceived(testIdentity()));
    expect(() => store.dispatch(forgetSignedInGardener())).not.toThrow();
    expect(selectIdentity(store.getState())).toBeNull();
    blocked.mockRestore();
  });
});
