/**
 * The API calls anyone may make without a session, as paths below /api. The API's own
 * allow-list decides (its route-guard test lists it); this mirrors it so that, signed out,
 * the app does not send calls the API can only refuse.
 */
const PUBLIC_API_PATHS = ['health', 'bridge', 'docs', 'public'] as const;

/** True when `url` (relative to /api, any case, as SPEC writes paths) needs no session. */
export function isPublicApiPath(url: string): boolean {
  const [first = ''] = url.replace(/^\/+/, '').toLowerCase().split(/[/?#]/, 1);
  return (PUBLIC_API_PATHS as readonly string[]).includes(first);
}
