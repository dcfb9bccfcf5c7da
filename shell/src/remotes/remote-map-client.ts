import { parseRemoteMap, type RemoteMap } from '@thrive/shared';
import { EARLY_REMOTE_MAP_URL, takeEarlyRemoteMap } from '@thrive/shared/early-start';

export const REMOTE_MAP_URL = EARLY_REMOTE_MAP_URL;

/**
 * Reads the partner's remote map; never from a cache, so a redeploy takes effect on reload.
 * The first read takes the answer the shell's entry already asked for (early-start).
 */
export async function fetchRemoteMap(
  fetchFn: typeof fetch = fetch,
  early: () => Promise<Response> | undefined = takeEarlyRemoteMap,
): Promise<RemoteMap> {
  const response = await (early() ?? fetchFn(REMOTE_MAP_URL, { cache: 'no-store' }));
  if (!response.ok) {
    throw new Error(`${REMOTE_MAP_URL} answered ${response.status} ${response.statusText}`.trim());
  }
  return parseRemoteMap(await response.json(), REMOTE_MAP_URL);
}
