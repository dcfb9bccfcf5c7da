import { inArray } from 'drizzle-orm';
import { MEDIA_MESSAGES, type UploadResponse } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { processUpload } from './image-processing';
import { NotAnImageError, TooManyPixelsError } from './image-processing-types';
import { galleryImage, selectImages } from './image-rows';
import { keysOf, newPhotoKeys, storedBytes, storePhoto, type PhotoKeys } from './media-keys';
import type { MediaStorage } from '../common/media-storage';
import type { MediaUrls } from '../common/media-urls';
import { checkRoom, checkRoomLocked, usedBytes } from './photo-quota';
import { placeOfPhoto } from './photo-place';
import type { UploadPart } from './upload-parts';
import { parseUploadFields, uploadTarget, type UploadTarget } from './upload-target';

export interface UploadDependencies {
  db: Database;
  storage: MediaStorage;
  urls: MediaUrls;
  /** The most bytes a gardener's photos may take in storage. */
  quotaBytes: number;
  clock: () => Date;
}

/** A photo already in storage, waiting for its row. */
interface StagedPhoto extends PhotoKeys {
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  gps: { latitude: number; longitude: number } | null;
}

/** A file name as the gardener chose it, short enough to quote in a message. */
const shownName = (filename: string) => (filename.length > 80 ? `${filename.slice(0, 77)}...` : filename);

/** 400 for a file that is not a photo we take, naming the file and saying why. */
function refused(filename: string, why: string) {
  const message = filename ? `${shownName(filename)}: ${why}` : why;
  return badRequest(message, { 'body.file': message });
}

/** Checks one file by its content, re-encodes it without metadata and stores its two files. */
async function stagePhoto(
  { storage }: UploadDependencies,
  userId: number,
  file: { filename: string; bytes: Buffer },
  room: (bytes: number) => void,
  staged: StagedPhoto[],
): Promise<void> {
  const processed = await processUpload(file.bytes).catch((error: unknown) => {
    if (error instanceof TooManyPixelsError) throw refused(file.filename, error.message);
    throw error instanceof NotAnImageError ? refused(file.filename, MEDIA_MESSAGES.notAnImage) : error;
  });
  const byteSize = storedBytes(processed);
  room(byteSize);
  const keys = newPhotoKeys(userId, processed);
  // Staged before it is stored: a half-stored photo is cleaned up with the rest.
  staged.push({
    ...keys,
    contentType: processed.original.contentType,
    width: processed.width,
    height: processed.height,
    byteSize,
    gps: processed.gps,
  });
  await storePhoto(storage, keys, processed);
}

/** The rows of the staged photos, with their place (SPEC §5 Upload location). */
function photoRows(userId: number, target: UploadTarget, staged: readonly StagedPhoto[], at: Date) {
  return staged.map(({ gps, ...photo }) => {
    const location = target.location ?? gps;
    return {
      userId,
      galleryId: target.galleryId,
      entityType: target.entityType,
      entityId: target.entityId,
      plantId: target.plantId,
      published: target.published,
      origin: target.origin,
      ...photo,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      ...placeOfPhoto(location),
      createdAt: at,
    };
  });
}

/**
 * POST upload/0/uploadFile/ and Plants/{id}/UploadImages (SPEC §3 Upload file, §7 Upload):
 * every file of the request is kept, or none is. Files are checked, re-encoded and stored one
 * at a time as they arrive (the fields may come before or after them); the fields are checked
 * once all is read, then the rows are added in one transaction. Whatever went wrong on the way,
 * the files stored for the request are deleted again.
 * @param fixed fields the route decides (Plants/{id}/UploadImages: the plant), over the sent ones.
 */
export async function uploadPhotos(
  deps: UploadDependencies,
  userId: number,
  parts: AsyncIterable<UploadPart>,
  fixed: Record<string, string> = {},
): Promise<UploadResponse> {
  const { db, storage, urls, quotaBytes } = deps;
  const staged: StagedPhoto[] = [];
  const sent: Record<string, string> = {};
  const used = await usedBytes(db, userId);
  let adding = 0;
  // Refused as soon as the files no longer fit, rather than after storing them all.
  const room = (bytes: number) => {
    checkRoom(used, adding + bytes, quotaBytes);
    adding += bytes;
  };
  let ids: { id: number }[];
  try {
    for await (const part of parts) {
      if (part.kind === 'field') sent[part.name] = part.value;
      else await stagePhoto(deps, userId, part, room, staged);
    }
    if (staged.length === 0) throw badRequest(MEDIA_MESSAGES.noFile, { 'body.file': MEDIA_MESSAGES.noFile });
    const target = await uploadTarget(db, userId, parseUploadFields({ ...sent, ...fixed }));
    const rows = photoRows(userId, target, staged, deps.clock());
    ids = await db.transaction(async (tx) => {
      await checkRoomLocked(tx, userId, adding, quotaBytes);
      return tx.insert(images).values(rows).returning({ id: images.id });
    });
  } catch (error) {
    // Orphaned files would only cost space; the error the gardener should see is the first one.
    await storage.delete(keysOf(staged)).catch(() => undefined);
    throw error;
  }
  const kept = await selectImages(db).where(
    inArray(
      images.id,
      ids.map(({ id }) => id),
    ),
  );
  const byId = new Map(kept.map((row) => [row.id, row]));
  // In the order the files were sent.
  return { Images: ids.flatMap(({ id }) => byId.get(id) ?? []).map((row) => galleryImage(row, urls)) };
}
