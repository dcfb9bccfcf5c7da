import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import type { ProcessedImage } from './image-processing-types';
import type { MediaStorage } from '../common/media-storage';

/** The storage keys of one photo's two files. */
export interface PhotoKeys {
  storageKey: string;
  thumbnailKey: string;
}

/**
 * Fresh keys for a photo's files: `u{userId}/{random}-orig.{ext}` and `-thumb.{ext}`. Every
 * new picture (an upload, a rotation) gets new keys, because the files are served as
 * immutable: an address never shows other bytes than it first did.
 */
export function newPhotoKeys(userId: number, image: ProcessedImage): PhotoKeys {
  return photoKeysIn(`u${userId}`, image);
}

/** Fresh keys for a picture's two files in `folder` (a gardener's `u12`, or the catalogue's). */
export function photoKeysIn(folder: string, image: ProcessedImage): PhotoKeys {
  const name = `${folder}/${randomBytes(16).toString('hex')}`;
  return {
    storageKey: `${name}-orig.${image.original.extension}`,
    thumbnailKey: `${name}-thumb.${image.thumbnail.extension}`,
  };
}

export const keysOf = (photos: readonly PhotoKeys[]): string[] =>
  photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]);

/** Bytes the photo's two files take: what counts against the quota. */
export const storedBytes = (image: ProcessedImage): number =>
  image.original.body.length + image.thumbnail.body.length;

/** Stores both files of a photo under its keys. */
export async function storePhoto(
  storage: MediaStorage,
  keys: PhotoKeys,
  image: ProcessedImage,
): Promise<void> {
  await storage.put(keys.storageKey, image.original.body, image.original.contentType);
  await storage.put(keys.thumbnailKey, image.thumbnail.body, image.thumbnail.contentType);
}

/**
 * Every file of the gardener's photos, for deleting the account: read in the transaction that
 * deletes the rows, locking them, so that a rotation finishing meanwhile cannot switch a row
 * to files this list does not hold (it finds the row gone and removes its own files).
 */
export async function userMediaKeys(tx: Database, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ storageKey: images.storageKey, thumbnailKey: images.thumbnailKey })
    .from(images)
    .where(eq(images.userId, userId))
    .for('update');
  return keysOf(rows);
}
