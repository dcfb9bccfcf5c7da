import type { QueuedUpload, UploadStatus } from './upload-types';
import styles from './uploads.module.css';

export interface UploadQueueListProps {
  items: QueuedUpload[];
  onRetry(id: string): void;
  /** When given, each file can be taken out of the list (one being sent is cancelled). */
  onRemove?(id: string): void;
}

/** The words beside each file's bar (SPEC §4: waiting, uploading with progress, completed or failed). */
export function uploadStatusText(status: UploadStatus): string {
  switch (status.state) {
    case 'NotStarted':
      return 'Waiting';
    case 'Uploading':
      return `Uploading ${status.progress}%`;
    case 'Done':
      return 'Done';
    case 'Error':
      return `Failed: ${status.message}`;
  }
}

const progressOf = (status: UploadStatus) => (status.state === 'NotStarted' ? 0 : status.progress);

/** The files of an upload queue, each with its progress bar, what is happening, and Retry when it failed. */
export function UploadQueueList({ items, onRetry, onRemove }: UploadQueueListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.queue} aria-label="Photo uploads">
      {items.map(({ id, name, status }) => {
        const text = uploadStatusText(status);
        const progress = progressOf(status);
        return (
          <li key={id} className={styles.item} data-state={status.state}>
            <div className={styles.itemHead}>
              <span className={styles.name}>{name}</span>
              <span className={styles.status}>{text}</span>
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={text}
            >
              <div className={styles.bar} style={{ width: `${progress}%` }} />
            </div>
            {(status.state === 'Error' || onRemove) && (
              <div className={styles.actions}>
                {status.state === 'Error' && (
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`Retry ${name}`}
                    onClick={() => onRetry(id)}
                  >
                    Retry
                  </button>
                )}
                {onRemove && (
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`${status.state === 'Uploading' ? 'Cancel' : 'Remove'} ${name}`}
                    onClick={() => onRemove(id)}
                  >
                    {status.state === 'Uploading' ? 'Cancel' : 'Remove'}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
