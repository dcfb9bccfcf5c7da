import type { FastifyInstance } from 'fastify';
import type { IdentityCache } from './identity-cache';

/**
 * GET calls of a gardener that leave their identity (profile, flags, yard and zone counts)
 * as it is: the busy reads of the app. Any other call of a gardener forgets the identity,
 * GET or not, because SPEC has GET calls that write (CopyYard, CopyZone, ToggleFeatureVideo,
 * ...): a new call is safe until someone lists it here. Paths are under the API prefix.
 */
export const READ_ONLY_GARDENER_GETS = [
  '/users/:uid',
  '/users/:uid/profile',
  '/users/:uid/yards',
  '/users/:uid/yard/:id',
  '/users/:uid/zonelisting/:id',
  '/users/:uid/ThriveTable/:yardId',
  '/users/:uid/UserTasks',
  '/users/:uid/export',
];

/**
 * Calls that change the identity of a gardener other than the caller, who is not known
 * here without a query: a yard given away counts in its receiver's YardCount and ZoneCount.
 */
const CALLS_CHANGING_OTHER_IDENTITIES = ['/users/:uid/YardTransfer'];

type Effect = 'none' | 'caller' | 'everyone';

function effectOf(route: string, method: string, readOnly: Set<string>, others: Set<string>): Effect {
  if (others.has(route)) return 'everyone';
  // HEAD runs the GET's handler (head-guard.ts refuses it on the GETs that write): as the GET.
  if (method !== 'GET' && method !== 'HEAD') return 'caller';
  // A GET outside a gardener's own paths (reference data, search) writes no identity.
  if (!route.includes('/:uid')) return 'none';
  return readOnly.has(route) ? 'none' : 'caller';
}

/**
 * Keeps the identity cache true: a call that can change an identity forgets it before its
 * answer leaves, so the next GET users/{uid} reads it again, on this instance and (the
 * cache given is shared, shared-caches.ts) on every other one as the notification arrives.
 * Sign-in (public, it moves LastSeenAt) forgets on its own in features/session/session-routes.ts.
 */
export function installIdentityWrites(app: FastifyInstance, identities: IdentityCache): void {
  const readOnly = new Set(READ_ONLY_GARDENER_GETS.map((path) => `${app.prefix}${path}`));
  const others = new Set(CALLS_CHANGING_OTHER_IDENTITIES.map((path) => `${app.prefix}${path}`));
  // onSend runs before the answer is written, for answers and errors alike.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const effect = effectOf(request.routeOptions.url ?? '', request.method, readOnly, others);
    if (effect === 'everyone') identities.forgetAll();
    else if (effect === 'caller' && request.userId) identities.forget(request.userId);
    done(null, payload);
  });
}
