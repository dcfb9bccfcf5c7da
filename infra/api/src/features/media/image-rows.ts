import { desc, eq } from 'drizzle-orm';
import type { GalleryImage } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images, plants } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';

/** What a photo answer is made of: the row and the names of the plant it shows. */
const imageColumns = {
  id: images.id,
  userId: images.userId,
  galleryId: images.galleryId,
  entityType: images.entityType,
  entityId: images.entityId,
  plantId: images.plantId,
  storageKey: images.storageKey,
  thumbnailKey: images.thumbnailKey,
  width: images.width,
  height: images.height,
  rotation: images.rotation,
  isFavorite: images.isFavorite,
  published: images.published,
  city: images.city,
  state: images.state,
  latitude: images.latitude,
  longitude: images.longitude,
  createdAt: images.createdAt,
  commonName: plants.commonName,
  botanicalName: plants.botanicalName,
};

/** Photos with their plant's names (none for a photo of no plant); add where and order. */
export const selectImages = (db: Database) =>
  db.select(imageColumns).from(images).leftJoin(plants, eq(plants.id, images.plantId)).$dynamic();

export type ImageRow = Awaited<ReturnType<typeof selectImages>>[number];

/** Newest first, the order every list of photos is shown in. */
export const NEWEST_FIRST = [desc(images.createdAt), desc(images.id)];

/**
 * A row as the app sees it (SPEC §3 Image). The addresses are signed: the files are private
 * and the app loads them with plain `<img>` tags, which send no sign-in headers. An unknown
 * location is 0,0, as the app sends it.
 */
export function galleryImage(row: ImageRow, urls: MediaUrls): GalleryImage {
  return {
    Id: row.id,
    GalleryId: row.galleryId ?? 0,
    Type: row.entityType,
    EntityId: row.entityId,
    PlantId: row.plantId ?? 0,
    Url: urls.urlOf(row.storageKey),
    Thumbnail: urls.urlOf(row.thumbnailKey),
    Width: row.width,
    Height: row.height,
    IsFavorite: row.isFavorite,
    Published: row.published,
    City: row.city,
    State: row.state,
    Latitude: row.latitude ?? 0,
    Longitude: row.longitude ?? 0,
    CreatedDate: row.createdAt.toISOString(),
    CommonName: row.commonName ?? '',
    BotanicalName: row.botanicalName ?? '',
  };
}
