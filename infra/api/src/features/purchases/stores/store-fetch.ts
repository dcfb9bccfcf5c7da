/** How long a store may take to answer before the receipt waits as unverified. */
const STORE_TIMEOUT_MS = 10_000;

/** A JSON answer from a store: its status and body (null when the body is not JSON). */
export interface StoreAnswer {
  status: number;
  body: unknown;
}

/** fetch with the stores' time limit; the body read as JSON when it is JSON. Throws on network errors. */
export async function fetchStore(url: string, init: RequestInit = {}): Promise<StoreAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
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
