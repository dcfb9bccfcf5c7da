import { and, desc, eq } from 'drizzle-orm';
import type { PlantImage } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { MEDIA_PATH } from '../thrive/plant-thumbnails';

/**
 * The gardener's own photos of a plant, newest first, for the details carousel. Another
 * gardener's photos are theirs: never shown here (nor are their locations, kept in the rows).
 */
export async function plantPhotos(db: Database, userId: number, plantId: number): Promise<PlantImage[]> {
  const rows = await db
    .select({ Id: images.id, key: images.storageKey, thumbnailKey: images.thumbnailKey })
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.plantId, plantId)))
    .orderBy(desc(images.createdAt), desc(images.id));
  return rows.map(({ Id, key, thumbnailKey }) => ({
    Id,
    Url: `${MEDIA_PATH}${key}`,
    Thumbnail: `${MEDIA_PATH}${thumbnailKey}`,
  }));
}
