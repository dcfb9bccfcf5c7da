import { asc, eq, inArray } from 'drizzle-orm';
import type { PlantImage } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { importedPlantPhotos } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';

/**
 * The Id an imported photo has in a plant's Images: its row id, negated. A gardener's photos
 * are ids of `images` (always above 0), which the photo calls (delete, rotate, favorite,
 * move) take; an imported photo is none of theirs, so its id can never be mistaken for one,
 * and every photo call refuses it (ids there must be above 0).
 */
const importedImageId = (rowId: number): number => -rowId;

/** First imported, first shown: a plant's picture does not change with every import. */
const FIRST_IMPORTED = [asc(importedPlantPhotos.plantId), asc(importedPlantPhotos.id)];

/**
 * The thumbnail of each plant's first imported photo, by plant id, in one query. The files
 * are in the same private storage as the gardeners', so their addresses are signed too.
 */
export async function importedPhotoThumbnails(
  db: Database,
  urls: MediaUrls,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([importedPlantPhotos.plantId], {
      plantId: importedPlantPhotos.plantId,
      key: importedPlantPhotos.thumbnailKey,
    })
    .from(importedPlantPhotos)
    .where(inArray(importedPlantPhotos.plantId, [...new Set(plantIds)]))
    .orderBy(...FIRST_IMPORTED);
  return new Map(rows.map((row) => [row.plantId, urls.urlOf(row.key)]));
}

/** A plant's imported photos for the details carousel, each with who made it and its licence. */
export async function importedPlantImages(
  db: Database,
  urls: MediaUrls,
  plantId: number,
): Promise<PlantImage[]> {
  const rows = await db
    .select()
    .from(importedPlantPhotos)
    .where(eq(importedPlantPhotos.plantId, plantId))
    .orderBy(...FIRST_IMPORTED);
  return rows.map((row) => ({
    Id: importedImageId(row.id),
    Url: urls.urlOf(row.storageKey),
    Thumbnail: urls.urlOf(row.thumbnailKey),
    Credit: {
      Author: row.author,
      Licence: row.licence,
      LicenceUrl: row.licenceUrl,
      SourceUrl: row.sourceUrl,
    },
  }));
}
