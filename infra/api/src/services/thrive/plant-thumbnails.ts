import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import type { MediaUrls } from '../media/media-urls';

/** No photo: the app shows its placeholder (SPEC §8 fallback image). */
export const NO_THUMBNAIL = '';

/**
 * The thumbnail of the newest photo the gardener took of each plant, by plant id. Only
 * their own photos: another gardener's pictures are not theirs to show in their yard. The
 * addresses are signed (the files are private; `<img>` sends no sign-in headers).
 */
export async function plantThumbnails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([images.plantId], { plantId: images.plantId, key: images.thumbnailKey })
    .from(images)
    .where(and(eq(images.userId, userId), inArray(images.plantId, [...new Set(plantIds)])))
    .orderBy(images.plantId, desc(images.createdAt), desc(images.id));
  return new Map(rows.map((row) => [row.plantId ?? 0, urls.urlOf(row.key)]));
}
