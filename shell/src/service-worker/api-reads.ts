import { SAVED_AT_HEADER } from '@thrive/shared/offline';

/**
 * Which of the API's answers the service worker keeps for offline reading, and how: the
 * gardener's last answers (yards, zones, their plants, the scorecard, tasks, plant details)
 * are read from the network first and kept; when the network fails the kept one is served
 * with the time it was saved, which the app shows as "Offline, last updated …".
 */

/**
 * Reads that must never be answered from a cache: ToggleFavoritePlant changes state although
 * it is a GET (SPEC §7); the operator's pages, the health check, the account's download and
 * the session (bridge/session) are not a screen's data. The forms' lists under bridge/
 * (countries, states, genders) are kept.
 */
const NEVER_KEPT = /^\/api\/(operator\/|health\b|bridge\/session\b)|\/(ToggleFavoritePlant\/|export\b)/i;

/** A GET of our own API that may be kept. */
export function isKeptApiRead(url: URL, method: string, ownOrigin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === ownOrigin &&
    url.pathname.startsWith('/api/') &&
    !NEVER_KEPT.test(url.pathname)
  );
}

/**
 * The copy of a network answer the cache keeps: only a 200 with JSON (a download, an image or
 * a refusal is not a page's data), stamped with when it was saved. Null: keep nothing.
 */
export async function savedCopy(response: Response, now: Date): Promise<Response | null> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('application/json')) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, now.toISOString());
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
