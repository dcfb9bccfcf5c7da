import { identityReceived, sessionApi, storeIdentity, type AppStore, type Identity } from '@thrive/shared';
import { rememberIdentityKey } from './identity-key';

// Per page, not per store: one bridge call per key however many callers ask (SPEC §4).
const inFlight = new Map<string, Promise<Identity>>();
const registered = new Map<string, Identity>();
// Keys this page signed out with: never registered again before the page is loaded afresh
// (the sign-in link opened from the email).
const signedOut = new Set<string>();

/**
 * Sign-out: this page does not sign in with `key` again. The address loses the key at the
 * same moment, but React may draw once with the identity gone and the old route (whose query
 * still has the key) before the new route arrives: without this, that drawing would sign the
 * gardener straight back in.
 */
export function markSignedOut(key: string): void {
  signedOut.add(key);
}

export const wasSignedOut = (key: string): boolean => signedOut.has(key);

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

/**
 * Forgets every registration, as a page reload does: on sign-out (the cached identities'
 * tokens are ended, and the same link opened again must register afresh) and in tests.
 */
export function forgetRegistrations(): void {
  inFlight.clear();
  registered.clear();
}

/** Tests: as a page loaded afresh. */
export function forgetSignedOutKeys(): void {
  signedOut.clear();
}
