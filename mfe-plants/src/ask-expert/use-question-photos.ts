import { useCallback, useState } from 'react';
import { notify } from '@thrive/shared';
import {
  EXPERT_MESSAGES,
  EXPERT_PHOTOS_MAX,
  IMAGE_TYPES,
  UPLOAD_ORIGINS,
  type GalleryImage,
} from '@thrive/shared/contracts';
import { useUploadQueue, type UploadTarget } from '@thrive/shared/uploads';

/** Photos for the expert are the gardener's own plant photos, kept in All photos like any other. */
const QUESTION_UPLOAD_TARGET: UploadTarget = { origin: UPLOAD_ORIGINS.other, imageType: IMAGE_TYPES.plant };

const isPending = (state: string) => state === 'NotStarted' || state === 'Uploading';

/**
 * The photos of a question (AskAnExpert PhotoIds): picked photos upload one at a time and each
 * one the server kept is attached, its id going with the question. Picking more than there is
 * room for keeps the first ones and says why.
 */
export function useQuestionPhotos() {
  const [photos, setPhotos] = useState<GalleryImage[]>([]);
  const onUploaded = useCallback(
    (images: GalleryImage[]) => setPhotos((current) => [...current, ...images].slice(0, EXPERT_PHOTOS_MAX)),
    [],
  );
  const queue = useUploadQueue({ target: QUESTION_UPLOAD_TARGET, onUploaded });
  const pending = queue.items.filter((item) => isPending(item.status.state)).length;
  const room = Math.max(0, EXPERT_PHOTOS_MAX - photos.length - pending);

  const add = (files: File[]) => {
    if (files.length > room) notify({ message: EXPERT_MESSAGES.photosTooMany, variant: 'warning' });
    queue.add(files.slice(0, room));
  };
  /** Takes the photo off the question; it stays in the gardener's gallery. */
  const detach = (imageId: number) => setPhotos((current) => current.filter((photo) => photo.Id !== imageId));
  /** After sending: nothing attached, and the finished uploads leave the list. */
  const reset = () => {
    setPhotos([]);
    queue.clearFinished();
  };

  return {
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

export type QuestionPhotos = ReturnType<typeof useQuestionPhotos>;
