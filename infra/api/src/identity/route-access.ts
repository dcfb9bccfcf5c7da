/**
 * Who may call a route. Every route is `user` unless it says otherwise, so a new route
 * cannot forget the guard: public routes must opt out explicitly.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

/** Kinds of things a gardener owns that routes take by id (extended with each domain). */
export const OWNED_KINDS = [
  'yard',
  'zone',
  'plant-zone',
  'task',
  'plant-activity',
  'gallery',
  'design',
  'design-plant',
  'expert-question',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/**
 * What the ids in a route's path (other than `{uid}`) name: `reference` data anyone signed
 * in may read (plants, stations, sponsors), or something a gardener owns, which the route
 * must refuse to anyone else with 403. The route-guard test makes every route with an id
 * say which, and proves the 403 for each owned kind.
 */
export type IdScope = 'reference' | OwnedKind;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    idScope?: IdScope;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard on `user` routes. */
    userId: number;
  }
}

export const APP_ID = 'thrive';

/** `X-App: thrive|{uid}` (DESIGN §7) -> uid, or null when malformed. */
export function userIdOfAppHeader(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^thrive\|(\d+)$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}
