import { PhotoPicker, UploadQueueList } from '@thrive/shared/uploads';
import { EXPERT_PHOTOS_MAX } from '@thrive/shared/contracts';
import type { QuestionPhotos } from './use-question-photos';
import styles from './ask-expert.module.css';

/** "Add photos" for a question: the picker, the uploads under way and the attached photos. */
export function QuestionPhotosField({ photos, error }: { photos: QuestionPhotos; error?: string }) {
  return (
    <fieldset
      className={styles.photos}
      aria-describedby={error ? 'ask-photos-hint ask-photos-error' : 'ask-photos-hint'}
    >
      <legend className={styles.legend}>Photos</legend>
      <p id="ask-photos-hint" className={styles.hint}>
        Optional: up to {EXPERT_PHOTOS_MAX} photos help the expert see what you see.
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
        <p id="ask-photos-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
