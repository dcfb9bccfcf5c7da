import { useCallback, useState } from 'react';
import { notify } from '@thrive/shared';
import { IMAGE_TYPES, UPLOAD_ORIGINS, type GalleryImage } from '@thrive/shared/contracts';
import type { UploadTarget } from './upload-types';
import { useUploadQueue } from './use-upload-queue';

/** Photos sent with a message are the gardener's own plant photos, kept in All photos like any other. */
const ATTACHED_PHOTO_TARGET: UploadTarget = { origin: UPLOAD_ORIGINS.other, imageType: IMAGE_TYPES.plant };

const isPending = (state: string) => state === 'NotStarted' || state === 'Uploading';

export interface AttachedPhotosOptions {
  /** The most photos the message's contract takes. */
  max: number;
  /** Said when the gardener picks more than there is room for. */
  tooManyMessage: string;
}

/**
 * The photos of a message (a suggestion's `images`, a question's PhotoIds): picked photos
 * upload one at a time and each one the server kept is attached, its id going with the
 * message. Picking more than there is room for keeps the first ones and says why.
 */
export function useAttachedPhotos({ max, tooManyMessage }: AttachedPhotosOptions) {
  const [photos, setPhotos] = useState<GalleryImage[]>([]);
  const onUploaded = useCallback(
    (images: GalleryImage[]) => setPhotos((current) => [...current, ...images].slice(0, max)),
    [max],
  );
  const queue = useUploadQueue({ target: ATTACHED_PHOTO_TARGET, onUploaded });
  const pending = queue.items.filter((item) => isPending(item.status.state)).length;
  const room = Math.max(0, max - photos.length - pending);

  const add = (files: File[]) => {
    if (files.length > room) notify({ message: tooManyMessage, variant: 'warning' });
    queue.add(files.slice(0, room));
  };
  /** Takes the photo off the message; it stays in the gardener's gallery. */
  const detach = (imageId: number) => setPhotos((current) => current.filter((photo) => photo.Id !== imageId));
  /** After sending: nothing attached, and the finished uploads leave the list. */
  const reset = () => {
    setPhotos([]);
    queue.clearFinished();
  };

  return {
    max,
    photos,
    ids: photos.map((photo) => photo.Id),
    /** The files still to upload or that failed; the finished ones show as attached photos. */
    uploads: queue.items.filter((item) => item.status.state !== 'Done'),
    retry: queue.retry,
    cancel: queue.remove,
    add,
    detach,
    reset,
    full: room === 0,
    uploading: queue.busy,
  };
}

export type AttachedPhotos = ReturnType<typeof useAttachedPhotos>;
