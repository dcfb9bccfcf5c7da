import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_TYPES, type GalleryImage, type ImageQuery } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { galleryImage, NEWEST_FIRST, selectImages, type ImageRow } from './image-rows';
import type { MediaUrls } from '../common/media-urls';
import { peopleOfYard } from '../common/yard-membership';
import { checkOwnedPlace, checkPlaceInReach, ownedImage } from './owned-media';

/** What a photo is of, as the image calls name it: c (IMAGE_TYPES) and cid. */
export interface ImageEntity {
  type: number;
  id: number;
}

/**
 * Whose photos of an entity the gardener sees. A yard (c 0) or zone (c 1) must be theirs or in
 * a yard shared with them (400 otherwise, as for none): its photos are everyone's in that
 * yard now (owner and members), since all of them tend it. A design (c 3) must be theirs. Any
 * plant (c 2) may be asked for: the answer holds only their own photos.
 */
export async function photographersOf(
  db: Database,
  userId: number,
  { type, id }: ImageEntity,
): Promise<number[]> {
  if (type === IMAGE_TYPES.yard || type === IMAGE_TYPES.zone) {
    const place = type === IMAGE_TYPES.yard ? 'yard' : 'zone';
    return peopleOfYard(db, await checkPlaceInReach(db, userId, place, id, 'querystring.cid', 'viewer'));
  }
  if (type === IMAGE_TYPES.design) await checkOwnedPlace(db, userId, 'design', id, 'querystring.cid');
  return [userId];
}

/**
 * The photos of an entity by `photographers` (photographersOf), newest first: of a yard,
 * zone or design, or of one plant (whether uploaded for the plant or for its zone or yard).
 */
function entityRows(db: Database, photographers: number[], { type, id }: ImageEntity): Promise<ImageRow[]> {
  const by = inArray(images.userId, photographers);
  const of =
    type === IMAGE_TYPES.plant
      ? eq(images.plantId, id)
      : and(eq(images.entityType, type), eq(images.entityId, id));
  return selectImages(db)
    .where(and(by, of))
    .orderBy(...NEWEST_FIRST);
}

/** The entity's photos as the app sees them (checked). */
export async function entityImages(
  db: Database,
  urls: MediaUrls,
  userId: number,
  entity: ImageEntity,
): Promise<GalleryImage[]> {
  const photographers = await photographersOf(db, userId, entity);
  return (await entityRows(db, photographers, entity)).map((row) => galleryImage(row, urls));
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
