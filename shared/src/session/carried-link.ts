import type { CarriedParams } from './carried-params';

/** The public segment (SPEC §2.1 "public"): pages read by anyone, without a session. */
const PUBLIC_SEGMENT = 'public';

/** Whether a hash route (`/public/yard/5?x=1`) is a public page. */
export function isPublicRoute(to: string): boolean {
  const [path = ''] = to.split('?', 1);
  return path.split('/').filter(Boolean)[0] === PUBLIC_SEGMENT;
}

/**
 * `to` with the carried parameters added (SPEC §2.1: every navigation carries key, lat,
 * lon, loc, av, ptl, nots, camera, dt). A parameter `to` sets itself is kept as it is.
 *
 * A public page's link never carries the sign-in key, not even one `to` names (issue 30):
 * such a link is made to be shared, and the key would sign whoever opens it in as the
 * gardener who shared it. The public page needs no session.
 */
export function withCarriedParams(to: string, carried: CarriedParams): string {
  const [path = '', query = ''] = to.split('?', 2);
  const params = new URLSearchParams(query);
  const isPublic = isPublicRoute(path);
  for (const [name, value] of Object.entries(carried)) {
    if (isPublic && name === 'key') continue;
    if (value && !params.has(name)) params.set(name, value);
  }
  if (isPublic) params.delete('key');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
