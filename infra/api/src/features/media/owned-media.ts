import { eq } from 'drizzle-orm';
import type { YardRole } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { galleries, images, landscapeDesigns, plants, yards, zones } from '../../db/schema';
import { actionRefused, badRequest } from '../../http-errors';
import { placeInYard, roleAllows, VIEWER_CANNOT_CHANGE } from '../common/yard-membership';
import { selectImages, type ImageRow } from './image-rows';

/*
 * Ids the photo calls take in a query, a body or an upload's fields: the route guard only sees
 * path ids, so these are checked here. Another gardener's is answered as one that does not exist
 * (SPEC §6): bad input (400), naming the field it came in.
 */

export type GalleryRow = typeof galleries.$inferSelect;

const missing = (field: string, message: string) => badRequest(message, { [field]: message });

/** One of the gardener's photos, with its plant's names. */
export async function ownedImage(
  db: Database,
  userId: number,
  imageId: number,
  field: string,
): Promise<ImageRow> {
  const [row] = await selectImages(db).where(eq(images.id, imageId));
  // Another gardener's is answered as a missing one throughout: ids cannot be mapped.
  if (row?.userId !== userId) throw missing(field, `There is no photo ${imageId}.`);
  return row;
}

/** One of the gardener's galleries. */
export async function ownedGallery(
  db: Database,
  userId: number,
  galleryId: number,
  field: string,
): Promise<GalleryRow> {
  const [gallery] = await db.select().from(galleries).where(eq(galleries.id, galleryId));
  if (gallery?.userId !== userId) throw missing(field, `There is no gallery ${galleryId}.`);
  return gallery;
}

/** What a photo can be of that belongs to a gardener. */
export type OwnedPlace = 'yard' | 'zone' | 'design';
const OWNED_TABLES = { yard: yards, zone: zones, design: landscapeDesigns };

/** Who owns a yard, zone or design (undefined: there is none). */
async function ownerOf(db: Database, type: OwnedPlace, id: number): Promise<number | undefined> {
  const table = OWNED_TABLES[type];
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return row?.userId;
}

/** A yard, zone or design of the gardener's that a photo is of, or is asked for. */
export async function checkOwnedPlace(
  db: Database,
  userId: number,
  type: OwnedPlace,
  id: number,
  field: string,
): Promise<void> {
  const owner = await ownerOf(db, type, id);
  if (owner !== userId) throw missing(field, `There is no ${type} ${id}.`);
}

/** The yard a yard or zone is in (undefined: there is no such yard or zone). */
async function yardOfPlace(db: Database, type: 'yard' | 'zone', id: number): Promise<number | undefined> {
  if (type === 'yard') return id;
  const [zone] = await db.select({ yardId: zones.yardId }).from(zones).where(eq(zones.id, id));
  return zone?.yardId ?? undefined;
}

/**
 * A yard or zone a photo is of, or is asked for, that the gardener is in: their own, or one of
 * a yard shared with them whose role allows `needed` (a viewer sees the yard's photos; a
 * gardener adds photos too). A role too weak is a 403 (the member sees the yard anyway);
 * anyone else hears of a place that does not exist. Answers the yard.
 */
export async function checkPlaceInReach(
  db: Database,
  userId: number,
  type: 'yard' | 'zone',
  id: number,
  field: string,
  needed: YardRole,
): Promise<number> {
  const yardId = await yardOfPlace(db, type, id);
  const place = yardId === undefined ? undefined : await placeInYard(db, userId, yardId);
  if (!place) throw missing(field, `There is no ${type} ${id}.`);
  if (!roleAllows(place.role, needed)) throw actionRefused(VIEWER_CANNOT_CHANGE);
  return place.yardId;
}

/** A plant of the catalogue (anyone's to photograph). */
export async function checkCataloguePlant(db: Database, plantId: number, field: string): Promise<void> {
  const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId));
  if (!plant) throw missing(field, `There is no plant ${plantId}.`);
}
