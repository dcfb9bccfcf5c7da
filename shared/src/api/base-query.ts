import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Identity } from '../contracts/identity';
import type { SessionState } from '../store/session-slice';
import { identityCleared } from '../store/session-slice';
import { storeIdentity } from '../session/identity-storage';
import { addressWithoutSignInKey } from '../session/sign-in-key-address';
import { isPublicApiPath } from './public-api-paths';
import { SAVED_AT_HEADER } from '../offline/offline-answers';
import { keptAnswerShown, networkAnswered } from '../offline/offline-slice';
import { forgetOfflineAnswers } from '../offline/forget-offline-answers';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../offline/idempotency-key';
import { queuedWriteKindOf, withQueuedWrites } from '../offline/queued-write-kinds';
import { writeQueued, type OfflineState } from '../offline/offline-slice';
import { storeQueuedWrite } from '../offline/write-queue-db';
import type { QueuedWrite } from '../offline/queued-write';
import {
  APP_HEADER,
  APP_ID,
  TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  isRelativeUrl,
  needsXsrfHeader,
  readCookie,
} from './request-headers';

/** What every failed call resolves to: a message fit to show the gardener (SPEC §8). */
export interface ApiError {
  status: FetchBaseQueryError['status'];
  message: string;
  data?: unknown;
}

export type ThriveBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

interface BaseQueryOptions {
  baseUrl?: string;
  /** Called after a 401/403 has cleared the identity (SPEC §6: the page reloads). */
  reload?: (status: 401 | 403) => void;
  fetchFn?: typeof fetch;
  /** Whether the browser says it has a network; a change made without one is kept to send. */
  online?: () => boolean;
}

/** The signed-in gardener's changes waiting to be sent, read loosely as sessionIdentity is. */
const queuedWritesIn = (state: unknown): QueuedWrite[] =>
  (state as { offline?: OfflineState } | undefined)?.offline?.queued ?? [];

const browserOnline = () => globalThis.navigator?.onLine !== false;

function hasMessage(data: unknown): data is { message: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string' &&
    (data as { message: string }).message.trim() !== ''
  );
}

/** The body's message, else the status text, else a plain fallback (SPEC §8). */
export function errorMessage(error: FetchBaseQueryError, response?: Pick<Response, 'statusText'>): string {
  if (hasMessage(error.data)) return error.data.message;
  if (typeof error.status === 'number') {
    return response?.statusText || `The server answered with status ${error.status}.`;
  }
  return NETWORK_ERROR_MESSAGE;
}

/** A 403 body marked `actionRefused` (ErrorBody): the session is sound, one action is refused. */
const refusesActionOnly = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { actionRefused?: unknown }).actionRefused === true;

/**
 * After a 403 the address loses its sign-in key before the reload: the key would sign the
 * gardener straight back in to the same page and the same 403, again and again. After a
 * 401 (an expired token) the key is kept, so a deep link signs in afresh.
 */
export function reloadPage(status: 401 | 403): void {
  const location = globalThis.location;
  if (!location) return;
  if (status === 403) {
    const cleaned = addressWithoutSignInKey(location.href);
    if (cleaned !== location.href) globalThis.history?.replaceState(globalThis.history.state, '', cleaned);
  }
  location.reload();
}

/**
 * The signed-in gardener in a store's state, or null. Read loosely: a base query is handed
 * the state as `unknown`, and calls made outside RTK Query (uploads) read the same place.
 */
export function sessionIdentity(state: unknown): Identity | null {
  return (state as { session?: SessionState } | undefined)?.session?.identity ?? null;
}

/**
 * The headers every call to our API carries (DESIGN §3): the identity's when signed in, and
 * the anti-forgery one on a state-changing call. Shared with the uploader, which sends its
 * calls itself (XMLHttpRequest, for upload progress).
 */
export function apiRequestHeaders(
  identity: Identity | null,
  method: string,
  url: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  // The token goes only to our own API, never to another origin named by absolute URL.
  if (identity && isRelativeUrl(url)) {
    headers[APP_HEADER] = `${APP_ID}|${identity.Id}`;
    headers[TOKEN_HEADER] = identity.Token;
  }
  const xsrf = needsXsrfHeader(method, url) ? readCookie(XSRF_COOKIE) : null;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/** SPEC §6: a 401 or 403 ends the session (identity forgotten, here and in storage) and reloads. */
export function endRefusedSession(
  status: 401 | 403,
  dispatch: Dispatch<UnknownAction>,
  reload: (status: 401 | 403) => void = reloadPage,
): void {
  storeIdentity(null);
  dispatch(identityCleared());
  // What the service worker kept of this session is no one's to read offline any more.
  void forgetOfflineAnswers();
  reload(status);
}

/** Placeholder for the signed-in user's id in endpoint paths: `users/{uid}/yards`. */
export const USER_ID_PLACEHOLDER = '{uid}';
export const SIGNED_OUT_MESSAGE = 'Please sign in again.';

/**
 * Puts the signed-in user's id where a path says `{uid}` (SPEC §7: every user call carries
 * the session's user id), so endpoints need not be handed it. Null when nobody is signed in
 * and the call is not a public one: such a call is not sent at all.
 */
function withUserId(arg: string | FetchArgs, userId: number): string | FetchArgs | null {
  const url = typeof arg === 'string' ? arg : arg.url;
  // Signed out, only the public calls go out: any other would be refused with a 401.
  if (userId <= 0) return !isRelativeUrl(url) || isPublicApiPath(url) ? arg : null;
  if (!url.includes(USER_ID_PLACEHOLDER)) return arg;
  const filled = url.replaceAll(USER_ID_PLACEHOLDER, String(userId));
  return typeof arg === 'string' ? filled : { ...arg, url: filled };
}

/**
 * An answer the service worker kept, served because the network failed, carries when it was
 * saved: the screens then say they are offline (DESIGN §5). Any answer from the server says
 * the network is back. No answer at all (the network failed, nothing kept) changes nothing.
 */
function noteWhereTheAnswerCameFrom(response: Response | undefined, dispatch: Dispatch<UnknownAction>): void {
  if (!response) return;
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  dispatch(savedAt ? keptAnswerShown(savedAt) : networkAnswered());
}

/**
 * Keeps a change made offline in the device's queue (DESIGN §5) and gives the screen the answer
 * it will have once sent. Null when the device cannot keep it (no IndexedDB: a private window),
 * so the call fails as it did before.
 */
async function keepToSendLater(
  write: QueuedWrite,
  keptAnswer: unknown,
  dispatch: Dispatch<UnknownAction>,
): Promise<{ data: unknown } | null> {
  try {
    dispatch(writeQueued(await storeQueuedWrite(write)));
    return { data: keptAnswer };
  } catch {
    return null;
  }
}

export function createBaseQuery({
  baseUrl = '/api',
  reload = reloadPage,
  fetchFn,
  online = browserOnline,
}: BaseQueryOptions = {}): ThriveBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders(headers, { getState, arg }) {
      const { url, method = 'GET' } = typeof arg === 'string' ? { url: arg } : arg;
      for (const [name, value] of Object.entries(apiRequestHeaders(sessionIdentity(getState()), method, url)))
        headers.set(name, value);
      return headers;
    },
  });

  return async (rawArg, api, extraOptions) => {
    const identity = sessionIdentity(api.getState());
    const filled = withUserId(rawArg, identity?.Id ?? 0);
    if (!filled) return { error: { status: 401, message: SIGNED_OUT_MESSAGE } };
    let arg: FetchArgs = typeof filled === 'string' ? { url: filled } : filled;
    const method = (arg.method ?? 'GET').toUpperCase();
    const queued = queuedWritesIn(api.getState());

    // A change that may be made offline (issue 35) carries an idempotency key: kept and sent
    // again after a lost answer, it is applied once. Offline, or behind changes still waiting,
    // it joins the queue, to be sent in order.
    const kind = identity && isRelativeUrl(arg.url) ? queuedWriteKindOf(method, arg.url) : null;
    let write: QueuedWrite | null = null;
    // The answer the screen gets if the change is kept: read before it is sent (a favorite's
    // is the opposite of what the page shows now).
    let keptAnswer: unknown;
    if (kind && identity) {
      write = {
        key: newIdempotencyKey(),
        userId: identity.Id,
        kind: kind.kind,
        method,
        url: arg.url.replace(/^\/+/, ''),
        body: arg.body as unknown,
        label: kind.label({ url: arg.url, body: arg.body as unknown }),
        queuedAt: new Date().toISOString(),
      };
      keptAnswer = kind.keptAnswer(write, api.getState() as never);
      if (!online() || queued.length > 0) {
        const kept = await keepToSendLater(write, keptAnswer, api.dispatch);
        if (kept) return kept;
      }
      arg = {
        ...arg,
        headers: { ...(arg.headers as Record<string, string>), [IDEMPOTENCY_KEY_HEADER]: write.key },
      };
    }

    const result = await rawBaseQuery(arg, api, extraOptions);
    noteWhereTheAnswerCameFrom(result.meta?.response, api.dispatch);
    if (write && result.error?.status === 'FETCH_ERROR') {
      const kept = await keepToSendLater(write, keptAnswer, api.dispatch);
      if (kept) return kept;
    }
    if (!result.error) {
      // Until they are sent, the gardener's waiting changes show in what is read.
      const data =
        method === 'GET' && queued.length > 0 ? withQueuedWrites(arg.url, result.data, queued) : result.data;
      return { data, meta: result.meta };
    }
    const { status, data } = result.error;
    // SPEC §6: any 401 or 403 ends the session and reloads the page. Without a session
    // there is none to end: reloading would only ask again and be refused again. A 403 that
    // refuses one action only (a viewer's change in a shared yard) leaves the session be.
    if ((status === 401 || (status === 403 && !refusesActionOnly(data))) && identity)
      endRefusedSession(status, api.dispatch, reload);
    return {
      error: { status, data, message: errorMessage(result.error, result.meta?.response) },
      meta: result.meta,
    };
  };
}
