import type { ImageType, UploadResponse } from '@thrive/shared/contracts';

/**
 * What a photo is uploaded for (SPEC §3 Upload file): where in the app it was taken up
 * (UPLOAD_ORIGINS), what it is a photo of (IMAGE_TYPES) and the one id naming that yard, zone,
 * plant or design, or the gallery it goes into.
 */
export interface UploadTarget {
  origin: number;
  imageType: ImageType;
  yardId?: number;
  zoneId?: number;
  plantId?: number;
  designId?: number;
  galleryId?: number;
  /** A design's photos: shown with the design's style to every gardener. */
  published?: boolean;
}

/** SPEC §4 Upload status; progress is a percentage, 0 to 100. */
export type UploadStatus =
  | { state: 'NotStarted' }
  | { state: 'Uploading'; progress: number }
  | { state: 'Done'; progress: 100; response: UploadResponse }
  | { state: 'Error'; progress: 0; message: string };

/** One file in the upload queue. */
export interface QueuedUpload {
  id: string;
  name: string;
  file: File;
  status: UploadStatus;
}
