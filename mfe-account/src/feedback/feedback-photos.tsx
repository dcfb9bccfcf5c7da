import { PhotoPicker, UploadQueueList } from '@thrive/shared/uploads';
import { FEEDBACK_PHOTOS_MAX, type FeedbackPhotos } from './use-feedback-photos';
import styles from './feedback.module.css';

/** "Add photos" for a suggestion: the picker, the uploads under way, and the attached photos. */
export function FeedbackPhotosField({ photos }: { photos: FeedbackPhotos }) {
  return (
    <fieldset className={styles.photos} aria-describedby="feedback-photos-hint">
      <legend className={styles.legend}>Photos</legend>
      <p id="feedback-photos-hint" className={styles.hint}>
        Optional: up to {FEEDBACK_PHOTOS_MAX} photos that show what you mean.
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
    </fieldset>
  );
}
