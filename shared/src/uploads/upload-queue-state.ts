import type { UploadResponse } from '@thrive/shared/contracts';
import type { QueuedUpload, UploadStatus } from './upload-types';

/**
 * The upload queue as a pure reducer (SPEC §4 Upload status): each file is waiting
 * (NotStarted), then Uploading with its progress, then Done (progress 100, holding the
 * server's answer) or Error (progress 0, with the message to show). Retry puts a failed file
 * back to waiting. The queue uploads one file at a time: `nextToUpload` names it.
 */
export type UploadQueueAction =
  | { type: 'added'; uploads: { id: string; file: File }[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'succeeded'; id: string; response: UploadResponse }
  | { type: 'failed'; id: string; message: string }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'finishedCleared' };

const NOT_STARTED: UploadStatus = { state: 'NotStarted' };

function withStatus(
  items: QueuedUpload[],
  id: string,
  next: (status: UploadStatus) => UploadStatus | null,
): QueuedUpload[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const status = next(item.status);
    return status ? { ...item, status } : item;
  });
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

export function uploadQueueReducer(items: QueuedUpload[], action: UploadQueueAction): QueuedUpload[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.uploads.map(({ id, file }) => ({ id, name: file.name, file, status: NOT_STARTED })),
      ];
    case 'started':
      return withStatus(items, action.id, (status) =>
        status.state === 'NotStarted' ? { state: 'Uploading', progress: 0 } : null,
      );
    case 'progressed':
      // Progress never runs backwards, and only an upload under way has any.
      return withStatus(items, action.id, (status) =>
        status.state === 'Uploading'
          ? { state: 'Uploading', progress: Math.max(status.progress, clampPercent(action.progress)) }
          : null,
      );
    case 'succeeded':
      return withStatus(items, action.id, (status) =>
        status.state === 'Uploading' ? { state: 'Done', progress: 100, response: action.response } : null,
      );
    case 'failed':
      return withStatus(items, action.id, (status) =>
        status.state === 'Uploading' || status.state === 'NotStarted'
          ? { state: 'Error', progress: 0, message: action.message }
          : null,
      );
    case 'retried':
      return withStatus(items, action.id, (status) => (status.state === 'Error' ? NOT_STARTED : null));
    case 'removed':
      return items.filter((item) => item.id !== action.id);
    case 'finishedCleared':
      return items.filter((item) => item.status.state !== 'Done');
  }
}

/** One at a time: the first waiting file, unless one is already uploading. */
export function nextToUpload(items: QueuedUpload[]): QueuedUpload | null {
  if (items.some((item) => item.status.state === 'Uploading')) return null;
  return items.find((item) => item.status.state === 'NotStarted') ?? null;
}

/** Whether the queue still has work: a file uploading or waiting. */
export function isQueueBusy(items: QueuedUpload[]): boolean {
  return items.some((item) => item.status.state === 'Uploading' || item.status.state === 'NotStarted');
}
