import { PhotoPicker } from './photo-picker';
import { UploadQueueList } from './upload-queue-list';
import type { AttachedPhotos } from './use-attached-photos';
import styles from './attached-photos.module.css';

interface Props {
  /** The fieldset's id; its hint's and error's ids start with it. */
  id: string;
  photos: AttachedPhotos;
  /** Why photos help, after "Optional: up to N photos". */
  hint: string;
  error?: string;
}

/** "Add photos" for a message: the picker, the uploads under way and the attached photos. */
export function AttachedPhotosField({ id, photos, hint, error }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className={styles.photos} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>Photos</legend>
      <p id={hintId} className={styles.hint}>
        Optional: up to {photos.max} photos {hint}
      </p>
      {photos.photos.length > 0 && (
        <ul className={styles.thumbs} aria-label="Attached photos">
          {photos.photos.map((photo, index) => (
            <li key={photo.Id} className={styles.thumb}>
              <img src={photo.Thumbnail} alt={`Attached photo ${index + 1}`} className={styles.thumbImage} />
              <button
                type="button"
                className={styles.detach}
                aria-label={`Remove attached photo ${index + 1}`}
                onClick={() => photos.detach(photo.Id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <UploadQueueList items={photos.uploads} onRetry={photos.retry} onRemove={photos.cancel} />
      <PhotoPicker onPick={photos.add} label="Add photos" disabled={photos.full} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
