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

async function makeZone(db: Database, ownerId: number): Promise<number> {
  const [zone] = await db
    .insert(zones)
    .values({ yardId: await makeYard(db, ownerId), userId: ownerId, name: 'Guarded zone' })
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
  zone: makeZone,
  'plant-zone': async (db, ownerId) => (await makePlantZone(db, ownerId)).id,
  task: async (db, ownerId) => {
    const plantZone = await makePlantZone(db, ownerId);
    const [task] = await db
      .insert(userTasks)
      .values({
        userId: ownerId,
        plantZoneId: plantZone.id,
        plantId: plantZone.plantId,
        zoneId: plantZone.zoneId,
        source: 'custom',
        taskType: 'Guarded task',
        dueDate: '2026-05-01',
      })
      .returning({ id: userTasks.id });
    return task!.id;
  },
  'plant-activity': async (db, ownerId) => {
    const plantZone = await makePlantZone(db, ownerId);
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
  },
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

async function makePlantZone(db: Database, ownerId: number) {
  const [plant] = await db.select({ id: plants.id }).from(plants).limit(1);
  if (!plant) throw new Error('The catalogue is empty: seed the database before making a plant-zone.');
  const [plantZone] = await db
    .insert(plantZones)
    .values({ zoneId: await makeZone(db, ownerId), userId: ownerId, plantId: plant.id })
    .returning({ id: plantZones.id, plantId: plantZones.plantId, zoneId: plantZones.zoneId });
  return plantZone!;
}
