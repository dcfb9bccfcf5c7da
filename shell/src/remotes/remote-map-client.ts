import { parseRemoteMap, type RemoteMap } from '@thrive/shared';

export const REMOTE_MAP_URL = '/remotes.json';

/** Reads the partner's remote map; never from a cache, so a redeploy takes effect on reload. */
export async function fetchRemoteMap(fetchFn: typeof fetch = fetch): Promise<RemoteMap> {
  const response = await fetchFn(REMOTE_MAP_URL, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`${REMOTE_MAP_URL} answered ${response.status} ${response.statusText}`.trim());
  }
  return parseRemoteMap(await response.json(), REMOTE_MAP_URL);
}
