import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useStore } from 'react-redux';
import type { GalleryImage } from '@thrive/shared/contracts';
import { FALLBACK_ERROR, PHOTO_TAGS, thriveApi } from '@thrive/shared';
import { isQueueBusy, nextToUpload, uploadQueueReducer } from './upload-queue-state';
import { uploadOnePhoto } from './upload-one-photo';
import type { QueuedUpload, UploadTarget } from './upload-types';

export interface UploadQueueOptions {
  target: UploadTarget;
  /** Called with the photos the server kept, each time a file is done. */
  onUploaded?: (images: GalleryImage[]) => void;
}

export interface UploadQueue {
  items: QueuedUpload[];
  add(files: File[]): void;
  retry(id: string): void;
  /** Takes a file out of the queue; one being sent is cancelled. */
  remove(id: string): void;
  /** Takes the files that are done out of the list; failed ones stay to be retried or removed. */
  clearFinished(): void;
  /** A file is waiting or being sent. */
  busy: boolean;
}

let sequence = 0;
// Not crypto.randomUUID: it exists only in secure contexts (not on a LAN address in development).
const nextUploadId = () => `upload-${++sequence}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload queue of SPEC §4: files are sent one at a time, each located, compressed and
 * uploaded with its progress. A finished upload refreshes everything that shows photos
 * (the PHOTO_TAGS of the api: plant details, zone thumbnails, the gallery).
 */
export function useUploadQueue({ target, onUploaded }: UploadQueueOptions): UploadQueue {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const session = useStore();
  // The newest target and callback, read when an upload starts or ends, so a caller's new
  // object on each render neither restarts nor loses an upload.
  const latest = useRef({ target, onUploaded });
  useEffect(() => {
    latest.current = { target, onUploaded };
  });

  // One at a time: the next waiting file starts once none is uploading.
  const nextId = nextToUpload(items)?.id;
  useEffect(() => {
    if (nextId) dispatch({ type: 'started', id: nextId });
  }, [nextId]);

  // The file marked Uploading is sent; leaving that state (done, failed, removed, unmounted)
  // cancels what is still under way, and the answer of a cancelled upload is ignored.
  const uploading = items.find((item) => item.status.state === 'Uploading');
  const uploadingId = uploading?.id;
  const uploadingFile = uploading?.file;
  useEffect(() => {
    if (!uploadingId || !uploadingFile) return;
    const controller = new AbortController();
    const { signal } = controller;
    uploadOnePhoto(uploadingFile, latest.current.target, {
      signal,
      session,
      onProgress: (progress) => {
        if (!signal.aborted) dispatch({ type: 'progressed', id: uploadingId, progress });
      },
    }).then(
      (response) => {
        if (signal.aborted) return;
        dispatch({ type: 'succeeded', id: uploadingId, response });
        latest.current.onUploaded?.(response.Images);
        session.dispatch(thriveApi.util.invalidateTags([...PHOTO_TAGS]));
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
        dispatch({ type: 'failed', id: uploadingId, message });
      },
    );
    return () => controller.abort();
  }, [uploadingId, uploadingFile, session]);

  const add = useCallback((files: File[]) => {
    if (files.length === 0) return;
    dispatch({ type: 'added', uploads: files.map((file) => ({ id: nextUploadId(), file })) });
  }, []);
  const retry = useCallback((id: string) => dispatch({ type: 'retried', id }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'removed', id }), []);
  const clearFinished = useCallback(() => dispatch({ type: 'finishedCleared' }), []);

  return { items, add, retry, remove, clearFinished, busy: isQueueBusy(items) };
}
