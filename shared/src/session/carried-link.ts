import type { CarriedParams } from './carried-params';

/**
 * `to` with the carried parameters added (SPEC §2.1: every navigation carries key, lat,
 * lon, loc, av, ptl, nots, camera, dt). A parameter `to` sets itself is kept as it is.
 */
export function withCarriedParams(to: string, carried: CarriedParams): string {
  const [path = '', query = ''] = to.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(carried)) {
    if (value && !params.has(name)) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
