import { Button } from '@thrive/shared';
import { UploadQueueList, type QueuedUpload } from '@thrive/shared/uploads';
import styles from './gallery.module.css';

interface Props {
  items: QueuedUpload[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  onClearFinished: () => void;
}

/** The photos being uploaded, one at a time (SPEC §4 Upload status), each with its progress or retry. */
export function GalleryUploads({ items, onRetry, onRemove, onClearFinished }: Props) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status.state === 'Done');
  return (
    <section className={styles.uploads} aria-label="Uploads">
      <UploadQueueList items={items} onRetry={onRetry} onRemove={onRemove} />
      {finished && (
        <Button className={styles.clearUploads} onClick={onClearFinished}>
          Clear finished uploads
        </Button>
      )}
    </section>
  );
}
