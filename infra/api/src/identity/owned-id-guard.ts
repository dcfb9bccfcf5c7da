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
import { notFound } from '../http-errors';
import { OWNED_KINDS, type OwnedKind } from './route-access';
import { canonicalIdOf } from '@thrive/shared/contracts';

type OwnerOf = (db: Database, id: number) => Promise<number | undefined>;

/** Who owns the thing an id names, per owned kind (undefined: there is no such thing). */
const OWNER_OF: Record<OwnedKind, { noun: string; ownerOf: OwnerOf }> = {
  yard: {
    noun: 'yard',
    ownerOf: async (db, id) =>
      (await db.select({ userId: yards.userId }).from(yards).where(eq(yards.id, id)))[0]?.userId,
  },
  zone: {
    noun: 'zone',
    ownerOf: async (db, id) =>
      (await db.select({ userId: zones.userId }).from(zones).where(eq(zones.id, id)))[0]?.userId,
  },
  'plant-zone': {
    noun: 'plant in a zone',
    ownerOf: async (db, id) =>
      (await db.select({ userId: plantZones.userId }).from(plantZones).where(eq(plantZones.id, id)))[0]
        ?.userId,
  },
  task: {
    noun: 'task',
    ownerOf: async (db, id) =>
      (await db.select({ userId: userTasks.userId }).from(userTasks).where(eq(userTasks.id, id)))[0]?.userId,
  },
  'plant-activity': {
    noun: 'plant activity',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ userId: plantActivities.userId })
          .from(plantActivities)
          .where(eq(plantActivities.id, id))
      )[0]?.userId,
  },
  gallery: {
    noun: 'gallery',
    ownerOf: async (db, id) =>
      (await db.select({ userId: galleries.userId }).from(galleries).where(eq(galleries.id, id)))[0]?.userId,
  },
  design: {
    noun: 'design',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ userId: landscapeDesigns.userId })
          .from(landscapeDesigns)
          .where(eq(landscapeDesigns.id, id))
      )[0]?.userId,
  },
  'design-plant': {
    noun: 'plant in a design',
    // A design plant has no owner of its own: it is its design's.
    ownerOf: async (db, id) =>
      (
        await db
          .select({ userId: landscapeDesigns.userId })
          .from(landscapeDesignPlants)
          .innerJoin(landscapeDesigns, eq(landscapeDesigns.id, landscapeDesignPlants.designId))
          .where(eq(landscapeDesignPlants.id, id))
      )[0]?.userId,
  },
  'expert-question': {
    noun: 'question',
    ownerOf: async (db, id) =>
      (
        await db
          .select({ userId: expertQuestions.userId })
          .from(expertQuestions)
          .where(eq(expertQuestions.id, id))
      )[0]?.userId,
  },
};

const isOwnedKind = (scope: unknown): scope is OwnedKind => OWNED_KINDS.includes(scope as OwnedKind);

/** Whether the route names something a gardener owns by id (checkOwnedId has work to do). */
export const takesOwnedId = (request: FastifyRequest): boolean =>
  isOwnedKind(request.routeOptions.config.idScope);

/** What a gardener hears for an id that is not theirs, whether or not it names anything. */
const notYoursMessage = (scope: OwnedKind, id: number) => `There is no ${OWNER_OF[scope].noun} ${id}.`;

/**
 * SPEC §6 for ids in the path: a route whose `idScope` is an owned kind refuses an id that
 * is not the gardener's before its body is even read, so no handler can forget the check.
 * Another gardener's id and an id that names nothing get the same 404 with the same message:
 * a 403 for the one would let anyone map which ids exist. The id is the route's first path
 * parameter after `{uid}`; 0 means "all of mine" in some calls (zonelisting/0) and is left
 * to the handler, as are ids not written canonically (the path schema's 400).
 */
export async function checkOwnedId(db: Database, request: FastifyRequest): Promise<void> {
  const scope = request.routeOptions.config.idScope;
  if (!isOwnedKind(scope)) return;
  const params = request.params as Record<string, string | undefined>;
  const name = Object.keys(params).find((key) => key !== 'uid');
  const id = canonicalIdOf(name === undefined ? undefined : params[name]);
  if (id === undefined || id === 0) return;
  const owner = await OWNER_OF[scope].ownerOf(db, id);
  if (owner !== request.userId) throw notFound(notYoursMessage(scope, id));
}
