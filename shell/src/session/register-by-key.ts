import { identityReceived, sessionApi, storeIdentity, type AppStore, type Identity } from '@thrive/shared';
import { rememberIdentityKey } from './identity-key';

// Per page, not per store: one bridge call per key however many callers ask (SPEC §4).
const inFlight = new Map<string, Promise<Identity>>();
const registered = new Map<string, Identity>();

function identityFor(store: AppStore, key: string): Promise<Identity> {
  const cached = registered.get(key);
  if (cached) return Promise.resolve(cached);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = store
    .dispatch(sessionApi.endpoints.registerSession.initiate({ username: key }))
    .unwrap()
    .then((identity) => {
      // Only a success is kept: after a failure the next attempt calls the server again.
      registered.set(key, identity);
      return identity;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/**
 * Starts the session of `key` (SPEC §1, §4): concurrent registrations share one in-flight
 * bridge call and a success is cached per key. The identity is stored in the browser
 * (with the key it came from) and in the store. Rejects with the call's error.
 */
export async function registerByKey(store: AppStore, key: string): Promise<Identity> {
  const identity = await identityFor(store, key);
  storeIdentity(identity);
  rememberIdentityKey(key);
  store.dispatch(identityReceived(identity));
  // The bridge's answer is the identity GET users/{uid} would give: the identity follower
  // subscribes next and needs no second round trip before the first screen.
  await store.dispatch(sessionApi.util.upsertQueryData('getIdentity', undefined, identity));
  return identity;
}

/** Forgets every registration, as a page reload does; for tests. */
export function forgetRegistrations(): void {
  inFlight.clear();
  registered.clear();
}
