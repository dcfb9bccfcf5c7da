import { and, desc, eq } from 'drizzle-orm';
import type { PlantImage } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';

/**
 * The gardener's own photos of a plant, newest first, for the details carousel. Another
 * gardener's photos are theirs: never shown here (nor are their locations, kept in the rows).
 * The addresses are signed: the files are private.
 */
export async function plantPhotos(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantId: number,
): Promise<PlantImage[]> {
  const rows = await db
    .select({ Id: images.id, key: images.storageKey, thumbnailKey: images.thumbnailKey })
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.plantId, plantId)))
    .orderBy(desc(images.createdAt), desc(images.id));
  return rows.map(({ Id, key, thumbnailKey }) => ({
    Id,
    Url: urls.urlOf(key),
    Thumbnail: urls.urlOf(thumbnailKey),
  }));
}
