import { MEDIA_MESSAGES, UPLOAD_MAX_FILE_BYTES, type UploadResponse } from '@thrive/shared/contracts';
import { readDeviceLocation } from '@thrive/shared';
import { compressPhoto } from './compress-photo';
import { isIOSDevice } from './ios-device';
import { isImageFile } from './pick-image-files';
import { photoLocation } from './photo-location';
import { uploadPhotos, type SessionStore } from './upload-photos';
import type { UploadTarget } from './upload-types';

export interface UploadOnePhotoOptions {
  signal: AbortSignal;
  session: SessionStore;
  onProgress(percent: number): void;
}

/**
 * One file of the queue, start to end: where it was taken first (from the original's EXIF,
 * which compression drops), then compressed (SPEC §5), then sent. A file that is not a photo,
 * or is still too large once compressed, is refused here with the server's own words rather
 * than sent to be refused.
 */
export async function uploadOnePhoto(
  file: File,
  target: UploadTarget,
  { signal, session, onProgress }: UploadOnePhotoOptions,
): Promise<UploadResponse> {
  if (!isImageFile(file)) throw new Error(MEDIA_MESSAGES.notAnImage);
  const location = await photoLocation(file, { isIOS: isIOSDevice(), stored: readDeviceLocation() });
  signal.throwIfAborted();
  const photo = await compressPhoto(file);
  signal.throwIfAborted();
  if (photo.size > UPLOAD_MAX_FILE_BYTES) throw new Error(MEDIA_MESSAGES.tooLarge);
  return uploadPhotos([photo], { ...target, ...location }, onProgress, signal, { store: session });
}
