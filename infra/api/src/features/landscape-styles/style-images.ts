import { and, count, desc, eq, or } from 'drizzle-orm';
import { LANDSCAPE_DESIGN_IMAGE_TYPE, type LandscapeStyleImages } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { images, landscapeDesigns, landscapeStylePlants } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { knownStyle } from './known-style';
import { PLAN_HEIGHT, PLAN_WIDTH } from './planting-plan';
import { countText } from '@thrive/shared/count-text';

/** A style's page shows a gallery strip, not an archive: the newest photos only. */
const STYLE_PHOTOS_MAX = 60;

/**
 * GET LandscapeStyles/{id}/Images/: the style's planting plan (drawn from its palette, Id 0),
 * then photos of gardeners' designs in this style, newest first. Published photos are
 * everyone's to see; with `published` false the caller's own unpublished ones are added.
 * Photo addresses are signed, as for every photo (media-urls.ts).
 */
export async function styleImages(
  db: Database,
  urls: MediaUrls,
  userId: number,
  styleId: number,
  publishedOnly: boolean,
): Promise<LandscapeStyleImages> {
  const style = await knownStyle(db, styleId);
  const [counted] = await db
    .select({ n: count() })
    .from(landscapeStylePlants)
    .where(eq(landscapeStylePlants.styleId, styleId));
  const plantCount = counted?.n ?? 0;
  const visible = publishedOnly
    ? eq(images.published, true)
    : or(eq(images.published, true), eq(images.userId, userId));
  const photos = await db
    .select({
      id: images.id,
      storageKey: images.storageKey,
      width: images.width,
      height: images.height,
      designName: landscapeDesigns.name,
    })
    .from(images)
    .innerJoin(
      landscapeDesigns,
      and(eq(images.entityType, LANDSCAPE_DESIGN_IMAGE_TYPE), eq(landscapeDesigns.id, images.entityId)),
    )
    .where(and(eq(landscapeDesigns.styleId, styleId), visible))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(STYLE_PHOTOS_MAX);
  return {
    Images: [
      {
        Id: 0,
        Url: style.webImage,
        Kind: 'plan',
        Caption: `Planting plan of ${style.name}: ${countText(plantCount, 'plant', 'plants')}, tallest at the back`,
        Width: PLAN_WIDTH,
        Height: PLAN_HEIGHT,
      },
      ...photos.map((photo) => ({
        Id: photo.id,
        Url: urls.urlOf(photo.storageKey),
        Kind: 'photo' as const,
        Caption: photo.designName,
        Width: photo.width,
        Height: photo.height,
      })),
    ],
  };
}
