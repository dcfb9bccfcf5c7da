import { Button } from '@thrive/shared';
import { LocalPhoto } from './local-photo';
import { PhotoSourceButtons } from './photo-source-buttons';
import styles from './identify.module.css';

export const COMPARE_HEADING = 'Identify from your photo';
const COMPARE_METHOD =
  'Photo identification is not set up here, so identify the plant with our identification key below. Take or choose a photo of it to keep beside the questions while you compare; the photo is not sent anywhere.';
export const COMPARE_PHOTO_ALT = 'Your photo of the plant';

/**
 * The photo screen where no photo identification service is set up: the photo is only for
 * the gardener to compare with while answering the key, so it is never uploaded.
 */
export function ComparePhotoSource({ onPick }: { onPick: (photo: File) => void }) {
  return (
    <section className={styles.section} aria-labelledby="identify-compare-heading">
      <h3 id="identify-compare-heading" className={styles.sectionTitle}>
        {COMPARE_HEADING}
      </h3>
      <p className={styles.method}>{COMPARE_METHOD}</p>
      {/* One photo to compare with: of several picked, the first. */}
      <PhotoSourceButtons onPick={(files) => files[0] && onPick(files[0])} disabled={false} />
    </section>
  );
}

/** The gardener's photo beside the key's questions, to compare what they see with each option. */
export function ComparePhotoFigure({ photo, onRemove }: { photo: File; onRemove: () => void }) {
  return (
    <figure className={styles.comparePhoto}>
      <LocalPhoto photo={photo} alt={COMPARE_PHOTO_ALT} className={styles.compareImage} />
      <figcaption className={styles.compareCaption}>
        <span>Your photo, to compare with the options</span>
        <Button onClick={onRemove} aria-label="Remove your photo">
          Remove
        </Button>
      </figcaption>
    </figure>
  );
}
