import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  IMAGE_TYPES,
  MEDIA_MESSAGES,
  type galleryInputSchema,
  type GalleryPage,
  type galleryQuerySchema,
  type GallerySummary,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { galleries, images } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http-errors';
import { galleryImage, NEWEST_FIRST, selectImages } from './image-rows';
import type { MediaUrls } from '../common/media-urls';
import { ownedGallery } from './owned-media';
import { usedBytes } from './photo-quota';

export type ValidGalleryQuery = z.output<typeof galleryQuerySchema>;
export type ValidGalleryInput = z.output<typeof galleryInputSchema>;

/** Gallery 0: every photo of the gardener's, in a gallery or not. */
const ALL_PHOTOS = { Id: 0, Type: IMAGE_TYPES.plant, Name: 'All photos' } as const;

/** The gardener's named galleries with how many photos each holds, by name. */
async function gallerySummaries(db: Database, userId: number): Promise<GallerySummary[]> {
  return db
    .select({ Id: galleries.id, Type: galleries.type, Name: galleries.name, ImageCount: count(images.id) })
    .from(galleries)
    .leftJoin(images, eq(images.galleryId, galleries.id))
    .where(eq(galleries.userId, userId))
    .groupBy(galleries.id)
    .orderBy(asc(galleries.name), asc(galleries.id));
}

/**
 * GET users/{uid}/gallery (SPEC §2.7, §3 Gallery): the galleries, one page of the chosen one
 * (g 0: every photo) newest first, favourites only with f=1, and how much of the quota is used.
 * Another gardener's gallery is answered as a missing one (400).
 */
export async function galleryPage(
  db: Database,
  urls: MediaUrls,
  userId: number,
  { g, i, c, f }: ValidGalleryQuery,
  quotaBytes: number,
): Promise<GalleryPage> {
  const chosen = g > 0 ? await ownedGallery(db, userId, g, 'querystring.g') : null;
  const where: SQL | undefined = and(
    eq(images.userId, userId),
    chosen ? eq(images.galleryId, chosen.id) : undefined,
    f === 1 ? eq(images.isFavorite, true) : undefined,
  );
  const [summaries, [total], rows, used] = await Promise.all([
    gallerySummaries(db, userId),
    db.select({ rows: count() }).from(images).where(where),
    selectImages(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(c)
      .offset(i * c),
    usedBytes(db, userId),
  ]);
  return {
    Galleries: summaries,
    Gallery: {
      ...(chosen ? { Id: chosen.id, Type: chosen.type, Name: chosen.name } : ALL_PHOTOS),
      Images: rows.map((row) => galleryImage(row, urls)),
    },
    TotalRows: total?.rows ?? 0,
    PageIndex: i,
    PageSize: c,
    UsedBytes: used,
    QuotaBytes: quotaBytes,
  };
}

const nameTaken = () =>
  badRequest(MEDIA_MESSAGES.galleryNameTaken, { 'body.Name': MEDIA_MESSAGES.galleryNameTaken });

/** A gardener tells galleries apart by name: the unique index decides, so two saves at once cannot both take one. */
async function withUniqueName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * POST users/{uid}/gallery: Id 0 creates a gallery, an Id above 0 renames one of the
 * gardener's (400 for another's, as when there is none). A name they already use is 400.
 */
export async function saveGallery(
  db: Database,
  userId: number,
  input: ValidGalleryInput,
): Promise<GallerySummary> {
  if (input.Id === 0) {
    const [created] = await withUniqueName(() =>
      db
        .insert(galleries)
        .values({ userId, type: input.Type, name: input.Name })
        .returning({ Id: galleries.id, Type: galleries.type, Name: galleries.name }),
    );
    return { ...created!, ImageCount: 0 };
  }
  await ownedGallery(db, userId, input.Id, 'body.Id');
  await withUniqueName(() =>
    db
      .update(galleries)
      .set({ name: input.Name })
      .where(and(eq(galleries.id, input.Id), eq(galleries.userId, userId))),
  );
  const summary = (await gallerySummaries(db, userId)).find((gallery) => gallery.Id === input.Id);
  // Deleted between the check and now: as if it had never been there.
  if (!summary)
    throw badRequest(`There is no gallery ${input.Id}.`, { 'body.Id': `There is no gallery ${input.Id}.` });
  return summary;
}

/** DELETE users/{uid}/gallery/{id}: the gallery goes, its photos stay (in no gallery). */
export async function deleteGallery(db: Database, userId: number, galleryId: number): Promise<void> {
  // images.gallery_id is ON DELETE SET NULL: the photos are kept by the foreign key itself.
  await db.delete(galleries).where(and(eq(galleries.id, galleryId), eq(galleries.userId, userId)));
}
