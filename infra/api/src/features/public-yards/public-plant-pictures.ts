import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { illustrationAddresses } from '../plant-illustrations/illustration-address';
import { importedPhotoThumbnails } from '../plant-photos/imported-photos';

/** No picture: the page shows the SPEC §8 fallback image. */
export const NO_PUBLIC_PICTURE = '';

/**
 * Each plant's picture for a public page, by plant id: its imported open-licence photo (when
 * photo addresses can be signed), else its generated drawing, else NO_PUBLIC_PICTURE. Never
 * the gardener's own photos, as the signed-in lists show: they are private, and a photo can
 * carry where it was taken.
 */
export async function publicPlantPictures(
  db: Database,
  plantIds: readonly number[],
  mediaUrls?: MediaUrls,
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const ids = [...new Set(plantIds)];
  const [imported, drawn] = await Promise.all([
    mediaUrls ? importedPhotoThumbnails(db, mediaUrls, ids) : new Map<number, string>(),
    illustrationAddresses(db, ids),
  ]);
  return new Map(ids.map((id) => [id, imported.get(id) ?? drawn.get(id) ?? NO_PUBLIC_PICTURE]));
}
