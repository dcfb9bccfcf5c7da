import { and, eq, type SQL } from 'drizzle-orm';
import { IMAGE_TYPES, type GalleryImage, type ImageQuery } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { galleryImage, NEWEST_FIRST, selectImages, type ImageRow } from './image-rows';
import type { MediaUrls } from '../common/media-urls';
import { checkOwnedPlace, ownedImage } from './owned-media';

/** What a photo is of, as the image calls name it: c (IMAGE_TYPES) and cid. */
export interface ImageEntity {
  type: number;
  id: number;
}

const rowsWhere = (db: Database, userId: number, condition: SQL | undefined) =>
  selectImages(db)
    .where(and(eq(images.userId, userId), condition))
    .orderBy(...NEWEST_FIRST);

/**
 * Checks that the gardener may ask for an entity's photos: a yard (c 0), zone (c 1) or design
 * (c 3) must be theirs (400 otherwise, as for none). Any plant (c 2) may be asked for: the
 * answer holds only their own photos.
 */
export async function checkEntity(db: Database, userId: number, { type, id }: ImageEntity): Promise<void> {
  if (type === IMAGE_TYPES.yard) await checkOwnedPlace(db, userId, 'yard', id, 'querystring.cid');
  else if (type === IMAGE_TYPES.zone) await checkOwnedPlace(db, userId, 'zone', id, 'querystring.cid');
  else if (type === IMAGE_TYPES.design) await checkOwnedPlace(db, userId, 'design', id, 'querystring.cid');
}

/**
 * The photos of one of the gardener's yards, zones or designs, or their photos of one plant (whether
 * uploaded for the plant or for its zone or yard), newest first. Call checkEntity first.
 */
function entityRows(db: Database, userId: number, { type, id }: ImageEntity): Promise<ImageRow[]> {
  if (type === IMAGE_TYPES.plant) return rowsWhere(db, userId, eq(images.plantId, id));
  return rowsWhere(db, userId, and(eq(images.entityType, type), eq(images.entityId, id)));
}

/** The entity's photos as the app sees them (checked). */
export async function entityImages(
  db: Database,
  urls: MediaUrls,
  userId: number,
  entity: ImageEntity,
): Promise<GalleryImage[]> {
  await checkEntity(db, userId, entity);
  return (await entityRows(db, userId, entity)).map((row) => galleryImage(row, urls));
}

/**
 * GET users/{uid}/image/?i&c&cid: photo i alone (i above 0), else the photos of entity c/cid.
 * No entity (cid 0) names no photos.
 */
export async function imagesOf(
  db: Database,
  urls: MediaUrls,
  userId: number,
  { i = 0, c = IMAGE_TYPES.plant, cid = 0 }: ImageQuery,
): Promise<GalleryImage[]> {
  if (i > 0) return [galleryImage(await ownedImage(db, userId, i, 'querystring.i'), urls)];
  if (cid === 0) return [];
  return entityImages(db, urls, userId, { type: c, id: cid });
}
