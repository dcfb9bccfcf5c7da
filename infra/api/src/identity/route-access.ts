import { canonicalIdOf } from '@thrive/shared/contracts';
import type { YardRole } from '@thrive/shared/contracts';
import { badRequest, forbidden } from '../http-errors';
import type { YardPlace } from '../features/common/yard-membership';

/**
 * Who may call a route. Every route is `user` unless it says otherwise, so a new route
 * cannot forget the guard: public routes must opt out explicitly.
 */
type RouteAccess = 'public' | 'user' | 'admin';

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
 * must refuse to anyone else with the 404 of an id that names nothing. The route-guard test
 * makes every route with an id say which, and proves that 404 for each owned kind.
 */
export type IdScope = 'reference' | OwnedKind;

/** The owned thing a request body names, which the guard checks as it would an id in the path. */
export interface BodyOwnedId {
  kind: OwnedKind;
  id: number;
  /**
   * A sender who is neither the owner nor a member goes on as themselves, for the handler to
   * answer as it always has (the care log's field message for a plant-zone not theirs),
   * rather than with the guard's 404.
   */
  strangersToHandler?: true;
}

/**
 * A route's `bodyIdScope`: what its body (parsed and valid, so of the route's contract) names
 * that the guard must admit the sender to; undefined (or an id of 0) when it names nothing
 * owned, such as a new yard.
 */
export const bodyIdScope =
  <Body>(pick: (body: Body) => BodyOwnedId | undefined) =>
  (body: unknown): BodyOwnedId | undefined =>
    pick(body as Body);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    idScope?: IdScope;
    /**
     * The least role in a shared yard the route needs (owned-id-guard.ts): unset, reading
     * (GET, HEAD) needs `viewer` and anything else `gardener`.
     */
    yardRole?: YardRole;
    /**
     * For routes that name a yard, zone ... in their body rather than their path: which one
     * (see `bodyIdScope`), checked after validation like `idScope` (owned-id-guard.ts).
     */
    bodyIdScope?: (body: unknown) => BodyOwnedId | undefined;
    /** The same for routes that name it in their query string (ZonePlants/0?yid). */
    queryIdScope?: (query: unknown) => BodyOwnedId | undefined;
  }
  interface FastifyRequest {
    /**
     * Whose data the request acts on, set by the guard on `user` routes: the signed-in
     * gardener, or the owner of a yard they share when the path names something in it.
     */
    userId: number;
    /** The signed-in gardener, always (who did it: a task's completer, an invitation's acceptor). */
    gardenerId: number;
    /** The yard the path's (or body's) id belongs to and the sender's place in it; unset for other routes. */
    yardPlace?: YardPlace;
  }
}

/** `X-App: thrive|{uid}` (DESIGN §7) -> uid, or null when malformed. */
export function userIdOfAppHeader(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^thrive\|(\d+)$/.exec(value.trim());
  return (match && canonicalIdOf(match[1])) ?? null;
}

const USER_ID_NOT_CANONICAL = 'The user id must be a whole number.';

/**
 * `{uid}` in a path must be the signed-in gardener's id, written canonically: `users/02`
 * or `users/2.0` is bad input (400), another gardener's id is refused (403).
 */
export function checkPathUid(uid: string, userId: number): void {
  const id = canonicalIdOf(uid);
  if (id === undefined) throw badRequest(USER_ID_NOT_CANONICAL, { 'params.uid': USER_ID_NOT_CANONICAL });
  if (id !== userId) throw forbidden();
}
