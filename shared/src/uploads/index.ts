/**
 * @thrive/shared/uploads: photo uploads (SPEC §3 Upload file, §4 Upload status, §5 Photos and
 * Upload location, §7 Upload): picking, locating, compressing and sending photos one at a
 * time with their progress. An entry of its own, shared like the main one (see
 * mf/shared-dependencies.ts), so the screens that never upload do not load the image
 * libraries. It imports the rest of the package by its entry names, never by relative path.
 */
export type { UploadTarget, UploadStatus, QueuedUpload } from './upload-types';
export { useUploadQueue, type UploadQueue, type UploadQueueOptions } from './use-upload-queue';
export { PhotoPicker, PICK_PHOTOS_LABEL, type PhotoPickerProps } from './photo-picker';
export { UploadQueueList, uploadStatusText, type UploadQueueListProps } from './upload-queue-list';
export { pickImageFiles, isImageFile } from './pick-image-files';
export { compressPhoto } from './compress-photo';
export { cropSquare, centredSquare } from './crop-square';
export { photoLocation, NO_LOCATION, type PhotoCoordinates } from './photo-location';
export { isIOSDevice } from './ios-device';
export {
  uploadPhotos,
  UPLOAD_URL,
  type SessionStore,
  type UploadSession,
  type UploadRequest,
} from './upload-photos';
export { useAttachedPhotos, type AttachedPhotos, type AttachedPhotosOptions } from './use-attached-photos';
export { AttachedPhotosField } from './attached-photos-field';
