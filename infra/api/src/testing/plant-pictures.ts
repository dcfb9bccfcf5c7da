import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importedPlantPhotos, plantIllustrations } from '../db/schema';

/**
 * The address a plant's illustration must have, from its stored hash: the route, and `v=`
 * the first 8 characters of the hash (a new drawing, a new address).
 */
export async function storedIllustrationAddress(db: Database, plantId: number): Promise<string> {
  const [row] = await db
    .select({ hash: plantIllustrations.hash })
    .from(plantIllustrations)
    .where(eq(plantIllustrations.plantId, plantId));
  if (!row) throw new Error(`plant ${plantId} has no illustration stored`);
  return `/api/Plants/${plantId}/Illustration.svg?v=${row.hash.slice(0, 8)}`;
}

/** The row of an imported open-licence photo, made straight in the database (no files). */
export async function importedPhotoRow(db: Database, plantId: number, name: string) {
  const [row] = await db
    .insert(importedPlantPhotos)
    .values({
      plantId,
      storageKey: `catalogue/p${plantId}/${name}-orig.jpg`,
      thumbnailKey: `catalogue/p${plantId}/${name}-thumb.jpg`,
      contentType: 'image/jpeg',
      width: 1024,
      height: 768,
      author: 'Jane Doe',
      licence: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
      sourceUrl: `https://commons.wikimedia.org/wiki/File:${name}.jpg`,
      sourceId: `commons:test-${name}`,
    })
    .returning();
  return row!;
}
