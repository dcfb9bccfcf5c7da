import { globalSingleton } from '../global-singleton';
import { readCarriedParams } from './carried-params';
import { STORAGE_KEYS } from './storage-keys';
import { XSRF_COOKIE, XSRF_HEADER, readCookie } from '../api/request-headers';

/**
 * The first screen's two requests, started by the shell's entry as soon as its first
 * script runs, while the app's code is still downloading (issue 13: no serial waterfall).
 * The remote map and the bridge call used to wait for every shared module to load and
 * run; now they travel beside them, and the code that needs them takes their answers.
 *
 * This module is bundled into the shell's entry, outside the shared singleton, so it
 * imports nothing that pulls React or the store; the answers pass through a page-wide
 * slot (`globalSingleton`), which the shared copy of this module reads.
 */
interface EarlyRequests {
  remoteMap?: Promise<Response>;
  bridge?: { key: string; response: Promise<Response> };
}

const early = () => globalSingleton<EarlyRequests>('early-requests', () => ({}));

export const EARLY_REMOTE_MAP_URL = '/remotes.json';
export const EARLY_BRIDGE_URL = '/api/bridge';

interface EarlyStartOptions {
  /** The sign-in key the stored identity came from (the shell keeps it beside it). */
  storedIdentityKey: string | null;
  fetchFn?: typeof fetch;
  location?: Pick<Location, 'search' | 'hash'>;
  storage?: Pick<Storage, 'getItem'> | undefined;
}

/**
 * The address's sign-in key as the session starter reads it: the page query's, unless the
 * hash route's query carries one (`/?key=...#/` or `/#/core?key=...`).
 */
export function signInKeyOf(location: Pick<Location, 'search' | 'hash'>): string | undefined {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return readCarriedParams(hashQuery).key ?? readCarriedParams(location.search).key;
}

function storedIdentityOf(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.identity) ?? null;
  } catch {
    return null; // storage blocked: the session starter will register, and so do we
  }
}

/**
 * Starts the remote map read, and the bridge call when the session starter is going to
 * make it: a key in the address that the stored identity did not come from.
 */
export function startEarlyRequests({
  storedIdentityKey,
  fetchFn = globalThis.fetch,
  location = globalThis.location,
  storage = globalThis.localStorage,
}: EarlyStartOptions): void {
  if (!fetchFn || !location) return;
  const slot = early();
  // Not cached: a redeployed remote takes effect on the next load.
  slot.remoteMap = fetchFn(EARLY_REMOTE_MAP_URL, { cache: 'no-store' });
  // An answer nobody takes (the page navigated first) must not surface as an unhandled error.
  slot.remoteMap.catch(() => undefined);
  const key = signInKeyOf(location);
  if (!key || (storedIdentityOf(storage) && storedIdentityKey === key)) return;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  slot.bridge = {
    key,
    response: fetchFn(EARLY_BRIDGE_URL, { method: 'POST', headers, body: JSON.stringify({ username: key }) }),
  };
  slot.bridge.response.catch(() => undefined);
}

/** The early remote map answer, once: a retry after it fails reads the map afresh. */
export function takeEarlyRemoteMap(): Promise<Response> | undefined {
  const slot = early();
  const response = slot.remoteMap;
  slot.remoteMap = undefined;
  return response;
}

/** Whether the bridge call for `key` was sent early and its answer is not taken yet. */
export function hasEarlyBridge(key: string): boolean {
  return early().bridge?.key === key;
}

/** The early bridge answer for `key`, once; none when it was started for another key. */
export function takeEarlyBridge(key: string): Promise<Response> | undefined {
  const slot = early();
  if (slot.bridge?.key !== key) return undefined;
  const { response } = slot.bridge;
  slot.bridge = undefined;
  return response;
}
