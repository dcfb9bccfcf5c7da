import { and, eq, inArray } from 'drizzle-orm';
import type { PlantListItem } from '@thrive/shared/contracts';
import { scorePlantInZone, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { favoritePlants } from '../../db/schema';
import { loadSunPx } from '../thrive/garden-scorer';
import { catalogueRows } from './catalogue-rows';
import { NO_THUMBNAIL, plantThumbnails } from '../thrive/plant-thumbnails';

export interface ListItemOptions {
  /** Score each plant in these conditions (a zone of the gardener's, or a described spot). */
  scoreIn?: ZoneConditions;
}

/**
 * Plants as every plant list shows them (search, favorites, featured, suggestions,
 * companions), in the order of `plantIds`, with the caller's favorite marks and photo
 * thumbnails. Ids that are not in the catalogue are left out. One query per concern, so
 * a page of 50 costs the same as a page of 1.
 */
export async function plantListItems(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantIds: readonly number[],
  { scoreIn }: ListItemOptions = {},
): Promise<PlantListItem[]> {
  if (plantIds.length === 0) return [];
  const ids = [...new Set(plantIds)];
  const [byId, favorites, thumbnails, sunPx] = await Promise.all([
    catalogueRows(db, ids),
    db
      .select({ plantId: favoritePlants.plantId })
      .from(favoritePlants)
      .where(and(eq(favoritePlants.userId, userId), inArray(favoritePlants.plantId, ids))),
    plantThumbnails(db, urls, userId, ids),
    scoreIn ? loadSunPx(db) : undefined,
  ]);
  const favorite = new Set(favorites.map((row) => row.plantId));
  return plantIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        CategoryName: row.CategoryName ?? '',
        Thumbnail: thumbnails.get(id) ?? NO_THUMBNAIL,
        IsFavorite: favorite.has(id),
        Thrive: scoreIn && sunPx ? scorePlantInZone(row, scoreIn, sunPx).Overall : null,
      },
    ];
  });
}
