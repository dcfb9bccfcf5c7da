import sharp from 'sharp';
import {
  IDENTIFY_PHOTO_MAX_FILES,
  MEDIA_MESSAGES,
  PHOTO_ORGANS,
  PLANT_ID_MESSAGES,
  type PhotoOrgan,
} from '@thrive/shared/contracts';
import { badRequest } from '../../http-errors';
import { processUpload } from '../media/image-processing';
import { NotAnImageError, TooManyPixelsError } from '../media/image-processing-types';
import type { UploadPart } from '../media/upload-parts';
import type { ServicePhoto } from './plantnet-client';

/** Types the Pl@ntNet API reads; other photos are sent as JPEG. */
const SERVICE_TYPES = new Set(['image/jpeg', 'image/png']);

const isOrgan = (value: string): value is PhotoOrgan => (PHOTO_ORGANS as readonly string[]).includes(value);

/**
 * A photo checked by its content exactly as an upload is (image-processing.ts: real images of
 * the accepted types, no pixel bombs, one decoded at a time) and re-encoded without metadata,
 * so no GPS position leaves for the service. Nothing is stored.
 */
async function preparedPhoto(file: {
  filename: string;
  bytes: Buffer;
}): Promise<Omit<ServicePhoto, 'organ'>> {
  const { original } = await processUpload(file.bytes).catch((error: unknown) => {
    if (!(error instanceof NotAnImageError)) throw error;
    // Too many pixels is a photo, only too big: say so rather than "not a photo".
    const why = error instanceof TooManyPixelsError ? error.message : MEDIA_MESSAGES.notAnImage;
    const message = file.filename ? `${file.filename.slice(0, 80)}: ${why}` : why;
    throw badRequest(message, { 'body.images': message });
  });
  const name = (file.filename || 'plant').replace(/\.[^.]*$/, '');
  if (SERVICE_TYPES.has(original.contentType))
    return {
      bytes: original.body,
      contentType: original.contentType,
      filename: `${name}.${original.extension}`,
    };
  const jpeg = await sharp(original.body).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  return { bytes: jpeg, contentType: 'image/jpeg', filename: `${name}.jpg` };
}

/**
 * The photos of an identification request (file parts) with what each shows (`organs`
 * fields, in the same order; 'auto' for a photo without one). At least one photo, at most
 * IDENTIFY_PHOTO_MAX_FILES; any other field is refused.
 */
export async function identificationPhotos(parts: AsyncIterable<UploadPart>): Promise<ServicePhoto[]> {
  const photos: Omit<ServicePhoto, 'organ'>[] = [];
  const organs: PhotoOrgan[] = [];
  for await (const part of parts) {
    if (part.kind === 'file') {
      if (photos.length === IDENTIFY_PHOTO_MAX_FILES)
        throw badRequest(PLANT_ID_MESSAGES.tooMany, { 'body.images': PLANT_ID_MESSAGES.tooMany });
      photos.push(await preparedPhoto(part));
    } else if (part.name === 'organs') {
      const organ = part.value.trim().toLowerCase();
      if (!isOrgan(organ))
        throw badRequest(PLANT_ID_MESSAGES.organ, { 'body.organs': PLANT_ID_MESSAGES.organ });
      organs.push(organ);
    } else throw badRequest(PLANT_ID_MESSAGES.unknownField);
  }
  if (photos.length === 0)
    throw badRequest(PLANT_ID_MESSAGES.noPhoto, { 'body.images': PLANT_ID_MESSAGES.noPhoto });
  if (organs.length > photos.length)
    throw badRequest(PLANT_ID_MESSAGES.organ, { 'body.organs': PLANT_ID_MESSAGES.organ });
  return photos.map((photo, index) => ({ ...photo, organ: organs[index] ?? 'auto' }));
}
