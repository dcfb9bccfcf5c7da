/**
 * How long an outside service (an app store, Google's token service, FCM) may take to answer:
 * a receipt then waits as unverified, a push is given up for the day.
 */
const FETCH_TIMEOUT_MS = 10_000;

/** A JSON answer from an outside service: its status and body (null when the body is not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** fetch with a time limit; the body read as JSON when it is JSON. Throws on network errors. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const text = await response.text();
  return { status: response.status, body: jsonOrNull(text) };
}

function jsonOrNull(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
