import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import {
  expertQuestions,
  galleries,
  landscapeDesignPlants,
  landscapeDesigns,
  plantActivities,
  plantZones,
  userTasks,
  yards,
  zones,
} from '../db/schema';
import { actionRefused, notFound } from '../http-errors';
import {
  OWNER_ONLY,
  placeInYard,
  roleAllows,
  VIEWER_CANNOT_CHANGE,
} from '../features/common/yard-membership';
import { OWNED_KINDS, type OwnedKind } from './route-access';
import { enterSharedYard } from './shared-yard-scope';
import type { YardRole } from '@thrive/shared/contracts';
import { canonicalIdOf } from '@thrive/shared/contracts';

/** Who owns the thing an id names and, for what belongs to a yard, which yard (sharing). */
interface Holder {
  ownerId: number;
  yardId?: number | null;
}
type HolderOf = (db: Database, id: number) => Promise<Holder | undefined>;

/** The owner and yard of a zone, for kinds that hang from one. */
const zoneHolder = { ownerId: zones.userId, yardId: zones.yardId };

/** Who owns the thing an id names, per owned kind (undefined: there is no such thing). */
const OWNER_OF: Record<OwnedKind, { noun: string; ownerOf: HolderOf }> = {
  yard: {
    noun: 'yard',
    ownerOf: async (db, id) =>
      (await db.select({ ownerId: yards.userId, yardId: yards.id }).from(yards).where(eq(yards.id, id)))[0],
  },
  zone: {
    noun: 'zone',
    ownerOf: async (db, id) => (await db.select(zoneHolder).from(zones).where(eq(zones.id, id)))[0],
  },
  'plant-zone': {
    noun: 'plant in a zone',
    ownerOf: async (db, id) =>
      (
        await db
          .select(zoneHolder)
          .from(plantZones)
          .innerJoin(zones, eq(zones.id, plantZones.zoneId))
          .where(eq(plantZones.id, id))
      )[0],
  },
  task: {
    noun: 'task',
    // A task whose yard is gone (history) is its owner's alone.
    ownerOf: async (db, id) =>
      (
        await db
          .select({ ownerId: userTasks.userId, yardId: userTasks.yardId })
          .from(userTasks)
          .where(eq(userTasks.id, id))
      )[0],
  },
  'plant-activity': {
    noun: 'plant activity',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ ownerId: plantActivities.userId, yardId: zones.yardId })
          .from(plantActivities)
          .leftJoin(plantZones, eq(plantZones.id, plantActivities.plantZoneId))
          .leftJoin(zones, eq(zones.id, plantZones.zoneId))
          .where(eq(plantActivities.id, id))
      )[0],
  },
  gallery: {
    noun: 'gallery',
    ownerOf: async (db, id) =>
      (await db.select({ ownerId: galleries.userId }).from(galleries).where(eq(galleries.id, id)))[0],
  },
  design: {
    noun: 'design',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ ownerId: landscapeDesigns.userId })
          .from(landscapeDesigns)
          .where(eq(landscapeDesigns.id, id))
      )[0],
  },
  'design-plant': {
    noun: 'plant in a design',
    // A design plant has no owner of its own: it is its design's.
    ownerOf: async (db, id) =>
      (
        await db
          .select({ ownerId: landscapeDesigns.userId })
          .from(landscapeDesignPlants)
          .innerJoin(landscapeDesigns, eq(landscapeDesigns.id, landscapeDesignPlants.designId))
          .where(eq(landscapeDesignPlants.id, id))
      )[0],
  },
  'expert-question': {
    noun: 'question',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ ownerId: expertQuestions.userId })
          .from(expertQuestions)
          .where(eq(expertQuestions.id, id))
      )[0],
  },
};

const isOwnedKind = (scope: unknown): scope is OwnedKind => OWNED_KINDS.includes(scope as OwnedKind);

/** Whether the route names something a gardener owns by id (checkOwnedId has work to do). */
export const takesOwnedId = (request: FastifyRequest): boolean =>
  isOwnedKind(request.routeOptions.config.idScope);

/** What a gardener hears for an id that is not theirs, whether or not it names anything. */
const notYoursMessage = (scope: OwnedKind, id: number) => `There is no ${OWNER_OF[scope].noun} ${id}.`;

/** Kinds that belong to a yard, which members of a shared yard reach by their role. */
const YARD_KINDS: ReadonlySet<OwnedKind> = new Set(['yard', 'zone', 'plant-zone', 'task', 'plant-activity']);

/**
 * The role a route needs in a shared yard: its `yardRole`, else `viewer` to read (GET, HEAD)
 * and `gardener` to change anything. A GET that changes something declares `gardener`.
 */
function roleNeeded(request: FastifyRequest): YardRole {
  const declared = request.routeOptions.config.yardRole;
  if (declared) return declared;
  return request.method === 'GET' || request.method === 'HEAD' ? 'viewer' : 'gardener';
}

/**
 * SPEC §6 for ids in the path: a route whose `idScope` is an owned kind refuses an id that
 * is not the gardener's before its body is even read, so no handler can forget the check.
 * Another gardener's id and an id that names nothing get the same 404 with the same message:
 * a 403 for the one would let anyone map which ids exist. The id is the route's first path
 * parameter after `{uid}`; 0 means "all of mine" in some calls (zonelisting/0) and is left
 * to the handler, as are ids not written canonically (the path schema's 400).
 *
 * Shared yards: a member of the yard an id belongs to is admitted by role (`roleNeeded`; a
 * role too weak is a 403, since they see the yard anyway). The request then acts as the
 * yard's owner, whose rows everything in the yard is (`request.userId` becomes the owner's
 * id; `request.gardenerId` stays the sender's), kept to that one yard by the request's
 * shared-yard scope (shared-yard-scope.ts). Removing a member takes that at once: the next
 * request finds no membership and gets the 404.
 */
export async function checkOwnedId(db: Database, request: FastifyRequest): Promise<void> {
  const scope = request.routeOptions.config.idScope;
  if (!isOwnedKind(scope)) return;
  const params = request.params as Record<string, string | undefined>;
  const name = Object.keys(params).find((key) => key !== 'uid');
  const id = canonicalIdOf(name === undefined ? undefined : params[name]);
  if (id === undefined || id === 0) return;
  await admitToOwnedThing(db, request, scope, id);
}

/** Whether the route names something a gardener owns in its body or query (checkBodyOwnedId has work to do). */
export const takesBodyOwnedId = (request: FastifyRequest): boolean =>
  request.routeOptions.config.bodyIdScope !== undefined ||
  request.routeOptions.config.queryIdScope !== undefined;

/**
 * SPEC §6 for ids in the body or query: the same check as checkOwnedId, for routes that name
 * the yard, zone ... they act on there (`bodyIdScope`, `queryIdScope`), run once the request
 * is parsed and valid.
 * A member of a shared yard is admitted by role and acts as its owner, in that yard only, as
 * for an id in the path; whatever else the body names, the services check within that yard.
 */
export async function checkBodyOwnedId(db: Database, request: FastifyRequest): Promise<void> {
  const { bodyIdScope, queryIdScope } = request.routeOptions.config;
  const named = bodyIdScope?.(request.body) ?? queryIdScope?.(request.query);
  if (!named || named.id <= 0) return;
  await admitToOwnedThing(db, request, named.kind, named.id, named.strangersToHandler === true);
}

/**
 * The one rule for an owned id, wherever the request names it: the owner passes; a member of
 * the thing's yard passes by role (403 when too weak) and then acts as the owner, kept to that
 * yard; anyone else gets the 404 of an id that names nothing.
 */
async function admitToOwnedThing(
  db: Database,
  request: FastifyRequest,
  scope: OwnedKind,
  id: number,
  strangersToHandler = false,
): Promise<void> {
  const holder = await OWNER_OF[scope].ownerOf(db, id);
  if (holder?.ownerId === request.userId) {
    if (roleNeeded(request) === 'owner' || holder.yardId == null) return;
    request.yardPlace = { yardId: holder.yardId, ownerId: holder.ownerId, role: 'owner' };
    return;
  }
  const place =
    holder && holder.yardId != null && YARD_KINDS.has(scope)
      ? await placeInYard(db, request.userId, holder.yardId)
      : undefined;
  if (!place && strangersToHandler) return;
  if (!place) throw notFound(notYoursMessage(scope, id));
  const needed = roleNeeded(request);
  if (!roleAllows(place.role, needed))
    throw actionRefused(needed === 'owner' ? OWNER_ONLY : VIEWER_CANNOT_CHANGE);
  request.yardPlace = place;
  request.userId = place.ownerId;
  enterSharedYard(place.yardId);
}
