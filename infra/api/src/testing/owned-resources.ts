import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  expertQuestions,
  galleries,
  landscapeDesignPlants,
  landscapeDesigns,
  plantActivities,
  plants,
  plantZones,
  userTasks,
  yards,
  zones,
} from '../db/schema';
import type { OwnedKind } from '../identity/route-access';

async function makeYard(db: Database, ownerId: number): Promise<number> {
  const [yard] = await db
    .insert(yards)
    .values({ userId: ownerId, name: 'Guarded yard', latitude: 40.75, longitude: -74, hardinessZoneId: 14 })
    .returning({ id: yards.id });
  return yard!.id;
}

/** A zone of the owner's, in `yardId` or else in a yard of its own. */
async function makeZone(db: Database, ownerId: number, yardId?: number): Promise<number> {
  const [zone] = await db
    .insert(zones)
    .values({ yardId: yardId ?? (await makeYard(db, ownerId)), userId: ownerId, name: 'Guarded zone' })
    .returning({ id: zones.id });
  return zone!.id;
}

/** Gallery names are unique per gardener: each made one gets its own. */
let galleriesMade = 0;

/**
 * Makes one resource of each owned kind for a user and returns its id, so the route-guard
 * test can call every route that takes such an id as another gardener. A new kind in
 * OWNED_KINDS does not compile until it has a maker here.
 */
export const makeOwnedResource: Record<OwnedKind, (db: Database, ownerId: number) => Promise<number>> = {
  yard: makeYard,
  zone: (db, ownerId) => makeZone(db, ownerId),
  'plant-zone': async (db, ownerId) => (await makePlantZone(db, ownerId)).id,
  task: (db, ownerId) => makeTask(db, ownerId),
  'plant-activity': (db, ownerId) => makePlantActivity(db, ownerId),
  gallery: async (db, ownerId) => {
    const [gallery] = await db
      .insert(galleries)
      .values({ userId: ownerId, name: `Guarded gallery ${++galleriesMade}` })
      .returning({ id: galleries.id });
    return gallery!.id;
  },
  design: makeDesign,
  'design-plant': async (db, ownerId) => {
    const [plant] = await db.select({ id: plants.id }).from(plants).limit(1);
    if (!plant) throw new Error('The catalogue is empty: seed the database before making a design plant.');
    const [row] = await db
      .insert(landscapeDesignPlants)
      .values({ designId: await makeDesign(db, ownerId), plantId: plant.id })
      .returning({ id: landscapeDesignPlants.id });
    return row!.id;
  },
  'expert-question': async (db, ownerId) => {
    const [question] = await db
      .insert(expertQuestions)
      .values({ userId: ownerId, topicId: 1, question: 'Why are my guarded leaves yellow?' })
      .returning({ id: expertQuestions.id });
    return question!.id;
  },
};

async function makeDesign(db: Database, ownerId: number): Promise<number> {
  const [design] = await db
    .insert(landscapeDesigns)
    .values({ userId: ownerId, name: 'Guarded design', sunRequirementId: 6 })
    .returning({ id: landscapeDesigns.id });
  return design!.id;
}

/** A catalogue plant in a new zone of the owner's (in `yardId`, or a yard of its own). */
export async function makePlantZone(db: Database, ownerId: number, yardId?: number) {
  const [plant] = await db.select({ id: plants.id }).from(plants).limit(1);
  if (!plant) throw new Error('The catalogue is empty: seed the database before making a plant-zone.');
  const zoneId = await makeZone(db, ownerId, yardId);
  const [plantZone] = await db
    .insert(plantZones)
    .values({ zoneId, userId: ownerId, plantId: plant.id })
    .returning({ id: plantZones.id, plantId: plantZones.plantId, zoneId: plantZones.zoneId });
  const [zone] = await db.select({ yardId: zones.yardId }).from(zones).where(eq(zones.id, zoneId));
  return { ...plantZone!, yardId: zone!.yardId };
}

/** Kinds that live in a yard, which a yard's owner may share with other gardeners. */
export type YardKind = Extract<OwnedKind, 'yard' | 'zone' | 'plant-zone' | 'task' | 'plant-activity'>;

/**
 * Makes one resource of a yard kind inside the owner's `yardId` (the yard itself for `yard`),
 * so the shared-yard tests can call every route that takes such an id as a member.
 */
export const makeInYard: Record<
  YardKind,
  (db: Database, ownerId: number, yardId: number) => Promise<number>
> = {
  yard: async (_db, _ownerId, yardId) => yardId,
  zone: makeZone,
  'plant-zone': async (db, ownerId, yardId) => (await makePlantZone(db, ownerId, yardId)).id,
  task: makeTask,
  'plant-activity': makePlantActivity,
};

/** A custom task of a plant in a zone, in `yardId` (or a yard of its own): the task's yard is its zone's. */
async function makeTask(db: Database, ownerId: number, yardId?: number): Promise<number> {
  const plantZone = await makePlantZone(db, ownerId, yardId);
  const [task] = await db
    .insert(userTasks)
    .values({
      userId: ownerId,
      plantZoneId: plantZone.id,
      plantId: plantZone.plantId,
      zoneId: plantZone.zoneId,
      yardId: plantZone.yardId,
      source: 'custom',
      taskType: 'Guarded task',
      dueDate: '2026-05-01',
    })
    .returning({ id: userTasks.id });
  return task!.id;
}

async function makePlantActivity(db: Database, ownerId: number, yardId?: number): Promise<number> {
  const plantZone = await makePlantZone(db, ownerId, yardId);
  const [activity] = await db
    .insert(plantActivities)
    .values({
      userId: ownerId,
      plantId: plantZone.plantId,
      plantZoneId: plantZone.id,
      doneOn: '2026-05-01',
    })
    .returning({ id: plantActivities.id });
  return activity!.id;
}
