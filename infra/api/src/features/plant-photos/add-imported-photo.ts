import { eq } from 'drizzle-orm';
import type { PhotoCredit } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { importedPlantPhotos, plants } from '../../db/schema';
import { processUpload } from '../media/image-processing';
import { NotAnImageError } from '../media/image-processing-types';
import { keysOf, photoKeysIn, storePhoto } from '../media/media-keys';
import type { MediaStorage } from '../common/media-storage';

/** An open-licence photo of a catalogue plant, as downloaded from its source. */
export interface ImportedPhotoInput {
  plantId: number;
  /** The source's own id of the file (`commons:<page id>`). */
  sourceId: string;
  credit: PhotoCredit;
  bytes: Buffer;
}

export type AddPhotoOutcome = { status: 'imported'; id: number } | { status: 'already imported' };

/** What went wrong with one photo, in a sentence for the operator. */
export class ImportedPhotoError extends Error {
  override name = 'ImportedPhotoError';
}

/** Where the catalogue's photos are kept in media storage (gardeners' are under `u{id}/`). */
const folderOf = (plantId: number) => `catalogue/p${plantId}`;

async function sourceKnown(db: Database, sourceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: importedPlantPhotos.id })
    .from(importedPlantPhotos)
    .where(eq(importedPlantPhotos.sourceId, sourceId));
  return row !== undefined;
}

/**
 * Keeps a downloaded photo of a plant as an upload is kept: checked by its content,
 * re-encoded without any metadata, stored with its thumbnail, then its row added. A file
 * already imported (same source id, e.g. by a run at the same time) is skipped and nothing
 * of it stays in storage.
 * @throws ImportedPhotoError when the plant is unknown or the bytes are not a picture.
 */
export async function addImportedPhoto(
  db: Database,
  storage: MediaStorage,
  photo: ImportedPhotoInput,
): Promise<AddPhotoOutcome> {
  if (await sourceKnown(db, photo.sourceId)) return { status: 'already imported' };
  const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, photo.plantId));
  if (!plant) throw new ImportedPhotoError(`there is no plant ${photo.plantId}`);
  const processed = await processUpload(photo.bytes).catch((error: unknown) => {
    throw error instanceof NotAnImageError
      ? new ImportedPhotoError('the download is not a JPEG, PNG or WebP picture', { cause: error })
      : error;
  });
  const keys = photoKeysIn(folderOf(photo.plantId), processed);
  try {
    await storePhoto(storage, keys, processed);
    const [row] = await db
      .insert(importedPlantPhotos)
      .values({
        plantId: photo.plantId,
        ...keys,
        contentType: processed.original.contentType,
        width: processed.width,
        height: processed.height,
        author: photo.credit.Author,
        licence: photo.credit.Licence,
        licenceUrl: photo.credit.LicenceUrl,
        sourceUrl: photo.credit.SourceUrl,
        sourceId: photo.sourceId,
      })
      .onConflictDoNothing({ target: importedPlantPhotos.sourceId })
      .returning({ id: importedPlantPhotos.id });
    if (row) return { status: 'imported', id: row.id };
  } catch (error) {
    await storage.delete(keysOf([keys])).catch(() => undefined);
    throw error;
  }
  await storage.delete(keysOf([keys]));
  return { status: 'already imported' };
}
