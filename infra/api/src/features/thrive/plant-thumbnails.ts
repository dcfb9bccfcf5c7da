import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { images, importedPlantPhotos, plantIllustrations } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { illustrationAddress } from '../plant-illustrations/illustration-address';

/** No picture at all: the app shows its placeholder (SPEC §8 fallback image). */
export const NO_THUMBNAIL = '';

/**
 * A plant's three kinds of picture as stored: [plant id, the thumbnail key of the gardener's
 * newest own photo of it, of its first imported photo (imported-photos.ts: first imported,
 * first shown), the hash of its generated illustration].
 */
export type PictureKeys = [
  plantId: number,
  own: string | null,
  imported: string | null,
  drawn: string | null,
];

/**
 * The picture keys of the plants `plantIds` selects (a query of one column, "id"), packed in
 * one JSON value: each a lookup by plant id in an index of its table. A statement of its own
 * (plantThumbnails) or a part of a bigger one (the Thrive Scorecard's garden), so a card list
 * costs one round trip instead of one per kind of picture, what such a call costs most on the
 * embedded database.
 */
export function pictureKeysOf(userId: number | Placeholder, plantIds: SQL): SQL<PictureKeys[] | null> {
  return sql`(SELECT json_agg(json_build_array(wanted.id,
      (SELECT ${images.thumbnailKey} FROM ${images}
        WHERE ${images.plantId} = wanted.id AND ${images.userId} = ${userId}
        ORDER BY ${images.createdAt} DESC, ${images.id} DESC LIMIT 1),
      (SELECT ${importedPlantPhotos.thumbnailKey} FROM ${importedPlantPhotos}
        WHERE ${importedPlantPhotos.plantId} = wanted.id ORDER BY ${importedPlantPhotos.id} LIMIT 1),
      (SELECT ${plantIllustrations.hash} FROM ${plantIllustrations}
        WHERE ${plantIllustrations.plantId} = wanted.id)))
    FROM (${plantIds}) AS wanted)`;
}

/**
 * Each plant's picture for a card, by plant id: the gardener's newest own photo of it, else
 * its imported open-licence photo, else its generated illustration, else NO_THUMBNAIL. Only
 * their own photos: another gardener's pictures are not theirs to show. Photo addresses are
 * signed (the files are private; `<img>` sends no sign-in headers); the illustration is public.
 */
export function thumbnailsFrom(urls: MediaUrls, keys: readonly PictureKeys[] | null): Map<number, string> {
  return new Map(
    (keys ?? []).map(([id, own, imported, drawn]) => {
      const photo = own ?? imported;
      return [id, photo ? urls.urlOf(photo) : drawn ? illustrationAddress(id, drawn) : NO_THUMBNAIL];
    }),
  );
}

/** thumbnailsFrom for every id asked, in one statement. */
export async function plantThumbnails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const ids = `{${[...new Set(plantIds)].join(',')}}`;
  const result = (await db.execute(
    sql`SELECT ${pictureKeysOf(userId, sql`SELECT unnest(${ids}::int[]) AS id`)} AS keys`,
  )) as { rows: { keys: PictureKeys[] | null }[] };
  return thumbnailsFrom(urls, result.rows[0]?.keys ?? null);
}
