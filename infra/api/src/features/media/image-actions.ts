import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  IMAGE_TYPES,
  type GalleryImage,
  type imageActionQuerySchema,
  type imageReferenceSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { badRequest, HttpError } from '../../http-errors';
import { rotateQuarterTurn } from './image-processing';
import { galleryImage, type ImageRow } from './image-rows';
import { entityImages, photographersOf } from './image-lists';
import { keysOf, newPhotoKeys, storedBytes, storePhoto } from './media-keys';
import type { MediaStorage } from '../common/media-storage';
import type { MediaUrls } from '../common/media-urls';
import { ownedGallery, ownedImage } from './owned-media';

export type ValidImageAction = z.output<typeof imageActionQuerySchema>;
export type ValidImageReference = z.output<typeof imageReferenceSchema>;

export interface ImageActionDependencies {
  db: Database;
  storage: MediaStorage;
  urls: MediaUrls;
}

const QUARTER_TURN = 90;
const changedMeanwhile = () =>
  new HttpError(409, 'This photo was changed at the same time. Please look at it again and retry.');

/**
 * Turns one of the gardener's photos a quarter turn clockwise. The turned picture is stored
 * under new keys (addresses are served as immutable, so the old ones must keep their bytes
 * until no row names them), the row is switched over, then the old files are deleted.
 */
async function rotate({ db, storage }: ImageActionDependencies, row: ImageRow): Promise<void> {
  const original = await storage.get(row.storageKey);
  if (!original)
    throw new HttpError(
      409,
      'The file of this photo is missing. Please delete the photo and upload it again.',
    );
  const turned = await rotateQuarterTurn(original.body);
  const keys = newPhotoKeys(row.userId, turned);
  try {
    await storePhoto(storage, keys, turned);
    // Only if nobody turned or deleted it meanwhile: the row still names the files we read.
    const updated = await db.transaction((tx) =>
      tx
        .update(images)
        .set({
          ...keys,
          contentType: turned.original.contentType,
          width: turned.width,
          height: turned.height,
          rotation: (row.rotation + QUARTER_TURN) % 360,
          byteSize: storedBytes(turned),
        })
        .where(and(eq(images.id, row.id), eq(images.storageKey, row.storageKey)))
        .returning({ id: images.id }),
    );
    if (updated.length === 0) throw changedMeanwhile();
  } catch (error) {
    await storage.delete(keysOf([keys])).catch(() => undefined);
    throw error;
  }
  await storage.delete(keysOf([row]));
}

/** Deletes one of the gardener's photos: the row first (nothing names the files any more), then its files. */
async function remove({ db, storage }: ImageActionDependencies, row: ImageRow): Promise<void> {
  await db.delete(images).where(eq(images.id, row.id));
  await storage.delete(keysOf([row]));
}

/** The photo as it is now (`field`: where its id came from, should it be gone meanwhile). */
const reread = async (deps: ImageActionDependencies, userId: number, imageId: number, field: string) =>
  galleryImage(await ownedImage(deps.db, userId, imageId, field), deps.urls);

/**
 * POST users/{uid}/imageaction/?i&k&c&cid: k=r turns photo i a quarter turn clockwise, k=d
 * deletes it. Answers the photos of entity c/cid when cid is given (checked before acting),
 * else the turned photo, or nothing after a delete.
 */
export async function imageAction(
  deps: ImageActionDependencies,
  userId: number,
  { i, k, c, cid }: ValidImageAction,
): Promise<GalleryImage[]> {
  const row = await ownedImage(deps.db, userId, i, 'querystring.i');
  const entity = { type: c, id: cid };
  if (cid > 0) await photographersOf(deps.db, userId, entity);
  if (k === 'r') await rotate(deps, row);
  else await remove(deps, row);
  if (cid > 0) return entityImages(deps.db, deps.urls, userId, entity);
  return k === 'r' ? [await reread(deps, userId, i, 'querystring.i')] : [];
}

/** POST users/{uid}/rotate: the photo turned a quarter turn clockwise. */
export async function rotateImage(
  deps: ImageActionDependencies,
  userId: number,
  { Id }: ValidImageReference,
): Promise<GalleryImage> {
  await rotate(deps, await ownedImage(deps.db, userId, Id, 'body.Id'));
  return reread(deps, userId, Id, 'body.Id');
}

export const ONLY_DESIGN_PHOTOS_PUBLISH = 'Only a photo of a design can be shown with its style.';

/**
 * POST users/{uid}/image: sets IsFavorite when given, moves the photo to GalleryId when
 * given (0: out of any gallery; another gardener's gallery is 400, as a missing one), and publishes or
 * withdraws a design's photo when Published is given.
 */
export async function updateImage(
  deps: ImageActionDependencies,
  userId: number,
  { Id, IsFavorite, GalleryId, Published }: ValidImageReference,
): Promise<GalleryImage> {
  const { db } = deps;
  const image = await ownedImage(db, userId, Id, 'body.Id');
  if (GalleryId) await ownedGallery(db, userId, GalleryId, 'body.GalleryId');
  if (Published && image.entityType !== IMAGE_TYPES.design)
    throw badRequest(ONLY_DESIGN_PHOTOS_PUBLISH, { 'body.Published': ONLY_DESIGN_PHOTOS_PUBLISH });
  const changes = {
    ...(IsFavorite === undefined ? {} : { isFavorite: IsFavorite }),
    ...(GalleryId === undefined ? {} : { galleryId: GalleryId || null }),
    ...(Published === undefined ? {} : { published: Published }),
  };
  if (Object.keys(changes).length)
    await db
      .update(images)
      .set(changes)
      .where(and(eq(images.id, Id), eq(images.userId, userId)));
  return reread(deps, userId, Id, 'body.Id');
}
