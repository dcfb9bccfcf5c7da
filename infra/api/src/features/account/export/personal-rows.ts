import { asc, eq } from 'drizzle-orm';
import type { ExportRow } from '@thrive/shared/contracts';
import type { Database } from '../../../db/database';
import {
  favoritePlants,
  galleries,
  images,
  landscapeDesignPlants,
  landscapeDesigns,
  landscapeStyles,
  plantActivities,
  plantNotes,
  plants,
} from '../../../db/schema';
import { iso } from './garden-rows';

/** Logged care activities first, then the free notes per plant. */
export async function noteRows(db: Database, userId: number): Promise<ExportRow<'notes'>[]> {
  const activities = await db
    .select({
      id: plantActivities.id,
      plantId: plantActivities.plantId,
      commonName: plants.commonName,
      careCategoryId: plantActivities.careCategoryId,
      doneOn: plantActivities.doneOn,
      notes: plantActivities.notes,
      createdAt: plantActivities.createdAt,
    })
    .from(plantActivities)
    .innerJoin(plants, eq(plants.id, plantActivities.plantId))
    .where(eq(plantActivities.userId, userId))
    .orderBy(asc(plantActivities.doneOn), asc(plantActivities.id));
  const notes = await db
    .select({
      plantId: plantNotes.plantId,
      commonName: plants.commonName,
      notes: plantNotes.notes,
      updatedAt: plantNotes.updatedAt,
    })
    .from(plantNotes)
    .innerJoin(plants, eq(plants.id, plantNotes.plantId))
    .where(eq(plantNotes.userId, userId))
    .orderBy(asc(plantNotes.plantId));
  return [
    ...activities.map(({ createdAt, ...row }) => ({
      kind: 'activity' as const,
      ...row,
      updatedAt: iso(createdAt),
    })),
    ...notes.map((row) => ({
      kind: 'note' as const,
      id: null,
      ...row,
      careCategoryId: null,
      doneOn: null,
      updatedAt: iso(row.updatedAt),
    })),
  ];
}

export async function favoriteRows(db: Database, userId: number): Promise<ExportRow<'favorites'>[]> {
  const rows = await db
    .select({
      plantId: favoritePlants.plantId,
      commonName: plants.commonName,
      botanicalName: plants.botanicalName,
      createdAt: favoritePlants.createdAt,
    })
    .from(favoritePlants)
    .innerJoin(plants, eq(plants.id, favoritePlants.plantId))
    .where(eq(favoritePlants.userId, userId))
    .orderBy(asc(favoritePlants.createdAt), asc(favoritePlants.plantId));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function designRows(db: Database, userId: number): Promise<ExportRow<'designs'>[]> {
  const designs = await db
    .select({
      id: landscapeDesigns.id,
      name: landscapeDesigns.name,
      styleId: landscapeDesigns.styleId,
      styleName: landscapeStyles.name,
      zoneId: landscapeDesigns.zoneId,
      sunRequirementId: landscapeDesigns.sunRequirementId,
      waterRequirementId: landscapeDesigns.waterRequirementId,
      lengthFt: landscapeDesigns.lengthFt,
      lengthIn: landscapeDesigns.lengthIn,
      widthFt: landscapeDesigns.widthFt,
      widthIn: landscapeDesigns.widthIn,
      soilDepth: landscapeDesigns.soilDepth,
      soilUnit: landscapeDesigns.soilUnit,
      mulchDepth: landscapeDesigns.mulchDepth,
      mulchUnit: landscapeDesigns.mulchUnit,
      otherMaterials: landscapeDesigns.otherMaterials,
      totalPlantsRequired: landscapeDesigns.totalPlantsRequired,
      bloomColorsNames: landscapeDesigns.bloomColorsNames,
      createdAt: landscapeDesigns.createdAt,
      updatedAt: landscapeDesigns.updatedAt,
    })
    .from(landscapeDesigns)
    .leftJoin(landscapeStyles, eq(landscapeStyles.id, landscapeDesigns.styleId))
    .where(eq(landscapeDesigns.userId, userId))
    .orderBy(asc(landscapeDesigns.id));
  // Design plants have no owner column: the join to the gardener's designs is the filter.
  const designPlants = await db
    .select({ designId: landscapeDesignPlants.designId, commonName: plants.commonName })
    .from(landscapeDesignPlants)
    .innerJoin(landscapeDesigns, eq(landscapeDesigns.id, landscapeDesignPlants.designId))
    .innerJoin(plants, eq(plants.id, landscapeDesignPlants.plantId))
    .where(eq(landscapeDesigns.userId, userId))
    .orderBy(asc(landscapeDesignPlants.id));
  return designs.map((design) => ({
    ...design,
    styleName: design.styleName ?? '',
    plants: designPlants.filter((plant) => plant.designId === design.id).map((plant) => plant.commonName),
    createdAt: iso(design.createdAt),
    updatedAt: iso(design.updatedAt),
  }));
}

/** The photos' records only: the files stay in media storage. */
export async function imageRows(db: Database, userId: number): Promise<ExportRow<'images'>[]> {
  const rows = await db
    .select({
      id: images.id,
      galleryId: images.galleryId,
      galleryName: galleries.name,
      entityType: images.entityType,
      entityId: images.entityId,
      plantId: images.plantId,
      plantName: plants.commonName,
      contentType: images.contentType,
      width: images.width,
      height: images.height,
      isFavorite: images.isFavorite,
      published: images.published,
      city: images.city,
      state: images.state,
      latitude: images.latitude,
      longitude: images.longitude,
      createdAt: images.createdAt,
    })
    .from(images)
    .leftJoin(galleries, eq(galleries.id, images.galleryId))
    .leftJoin(plants, eq(plants.id, images.plantId))
    .where(eq(images.userId, userId))
    .orderBy(asc(images.id));
  return rows.map((row) => ({
    ...row,
    galleryName: row.galleryName ?? '',
    plantName: row.plantName ?? '',
    createdAt: iso(row.createdAt),
  }));
}
