import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import type { MediaUrls } from '../media/media-urls';
import { illustrationAddresses } from '../plant-illustrations/illustration-address';
import { importedPhotoThumbnails } from '../plant-photos/imported-photos';

/** No picture at all: the app shows its placeholder (SPEC §8 fallback image). */
export const NO_THUMBNAIL = '';

/**
 * The thumbnail of the newest photo the gardener took of each plant, by plant id. Only
 * their own photos: another gardener's pictures are not theirs to show in their yard.
 */
async function ownPhotoThumbnails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  const rows = await db
    .selectDistinctOn([images.plantId], { plantId: images.plantId, key: images.thumbnailKey })
    .from(images)
    .where(and(eq(images.userId, userId), inArray(images.plantId, plantIds)))
    .orderBy(images.plantId, desc(images.createdAt), desc(images.id));
  return new Map(rows.map((row) => [row.plantId ?? 0, urls.urlOf(row.key)]));
}

/**
 * Each plant's picture for a card, by plant id, for every id asked: the gardener's newest own
 * photo of it, else its imported open-licence photo, else its generated illustration, else
 * NO_THUMBNAIL. One query per kind, whatever the number of plants. Photo addresses are signed
 * (the files are private; `<img>` sends no sign-in headers); the illustration is public.
 */
export async function plantThumbnails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const ids = [...new Set(plantIds)];
  const [own, imported, drawn] = await Promise.all([
    ownPhotoThumbnails(db, urls, userId, ids),
    importedPhotoThumbnails(db, urls, ids),
    illustrationAddresses(db, ids),
  ]);
  return new Map(ids.map((id) => [id, own.get(id) ?? imported.get(id) ?? drawn.get(id) ?? NO_THUMBNAIL]));
}
