import { STATE_CHANGING_GETS } from '../head-guard';

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The calls that honour an Idempotency-Key: a gardener's own writes (`users/{uid}` and below,
 * whatever the case SPEC writes it in), and the GETs there that write too (head-guard.ts), such
 * as ToggleFavoritePlant, which toggled twice would undo itself. Reads ignore the header.
 * `route` is the route's registered path under `prefix` (`/api/Users/:uid/...`).
 */
export function keyedCalls(prefix: string): (method: string, route: string | undefined) => boolean {
  const own = `${prefix}/users/:uid`.toLowerCase();
  const writingGets = new Set(
    STATE_CHANGING_GETS.map((path) => `${prefix}${path}`.toLowerCase()).filter((path) =>
      path.startsWith(`${own}/`),
    ),
  );
  return (method, route) => {
    if (route === undefined) return false;
    const path = route.toLowerCase();
    if (path !== own && !path.startsWith(`${own}/`)) return false;
    return WRITING_METHODS.has(method) || (method === 'GET' && writingGets.has(path));
  };
}
