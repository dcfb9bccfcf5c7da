import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { SessionState } from '../store/session-slice';
import { identityCleared } from '../store/session-slice';
import { storeIdentity } from '../session/identity-storage';
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
  reload?: () => void;
  fetchFn?: typeof fetch;
}

function hasMessage(data: unknown): data is { message: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string' &&
    (data as { message: string }).message.trim() !== ''
  );
}

/** The body's message, else the status text, else a plain fallback (SPEC §8). */
export function errorMessage(error: FetchBaseQueryError, response?: Response): string {
  if (hasMessage(error.data)) return error.data.message;
  if (typeof error.status === 'number') {
    return response?.statusText || `The server answered with status ${error.status}.`;
  }
  return NETWORK_ERROR_MESSAGE;
}

const reloadPage = () => globalThis.location?.reload();

export function createBaseQuery({
  baseUrl = '/api',
  reload = reloadPage,
  fetchFn,
}: BaseQueryOptions = {}): ThriveBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders(headers, { getState, arg }) {
      const { url, method = 'GET' } = typeof arg === 'string' ? { url: arg } : arg;
      const identity = (getState() as { session?: SessionState }).session?.identity;
      // The token goes only to our own API, never to another origin named by absolute URL.
      if (identity && isRelativeUrl(url)) {
        headers.set(APP_HEADER, `${APP_ID}|${identity.Id}`);
        headers.set(TOKEN_HEADER, identity.Token);
      }
      const xsrf = needsXsrfHeader(method, url) ? readCookie(XSRF_COOKIE) : null;
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      return headers;
    },
  });

  return async (arg, api, extraOptions) => {
    const result = await rawBaseQuery(arg, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    const { status, data } = result.error;
    if (status === 401 || status === 403) {
      // SPEC §6: any 401 or 403 ends the session and reloads the page.
      storeIdentity(null);
      api.dispatch(identityCleared());
      reload();
    }
    return {
      error: { status, data, message: errorMessage(result.error, result.meta?.response) },
      meta: result.meta,
    };
  };
}
