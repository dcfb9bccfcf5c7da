import { useState } from 'react';
import { Button, countText, errorText, formStyles, useIdentifyByPhotoMutation } from '@thrive/shared';
import {
  IDENTIFY_PHOTO_MAX_FILES,
  PHOTO_ORGANS,
  PLANT_ID_MESSAGES,
  type PhotoIdentification as PhotoAnswer,
  type PhotoOrgan,
} from '@thrive/shared/contracts';
import { compressPhoto } from '@thrive/shared/uploads';
import { LocalPhoto } from './local-photo';
import { PhotoResults } from './photo-results';
import { PhotoSourceButtons } from './photo-source-buttons';
import styles from './identify.module.css';

export const PHOTO_HEADING = 'Identify by photo';
const PHOTO_METHOD =
  'Answered by a photo identification service (Pl@ntNet-compatible); we match its answer to our catalogue.';
export const USE_THE_KEY = 'Use the identification key';
export const IDENTIFY = 'Identify the plant';

const ORGAN_LABELS: Record<PhotoOrgan, string> = {
  auto: 'The whole plant (let the service tell)',
  leaf: 'A leaf',
  flower: 'A flower',
  fruit: 'A fruit',
  bark: 'The bark',
};

/** "3 possible plants": what the status line says when the service has answered. */
function photoAnswerText(answer: PhotoAnswer): string {
  const count = answer.Results.length;
  if (count === 0) return 'The photo identification service found no plant in these photos.';
  return `${countText(count, 'possible plant', 'possible plants')}, found by the photo identification service.`;
}

/** A chosen photo, shown small. */
function PhotoThumb({ photo, onRemove }: { photo: File; onRemove: () => void }) {
  return (
    <li className={styles.chosenPhoto}>
      <LocalPhoto photo={photo} alt="" className={styles.chosenImage} />
      <span className={styles.chosenName}>{photo.name}</span>
      <Button onClick={onRemove} aria-label={`Remove ${photo.name}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * Identify by photo (SPEC §1 "identification by camera"): the gardener takes or picks up to
 * five photos of one plant, says what they show, and the server's identification service
 * answers. The page offers it only where a service is set up; should the server still
 * answer that none is (its configuration changed), it says so and the key is offered instead.
 */
export function PhotoIdentification({ onUseKey }: { onUseKey: () => void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [organ, setOrgan] = useState<PhotoOrgan>('auto');
  const [preparing, setPreparing] = useState(false);
  const [identify, result] = useIdentifyByPhotoMutation();
  const busy = preparing || result.isLoading;
  const full = photos.length >= IDENTIFY_PHOTO_MAX_FILES;

  const add = (files: File[]) => {
    setPhotos((current) => [...current, ...files].slice(0, IDENTIFY_PHOTO_MAX_FILES));
    result.reset();
  };
  async function run() {
    setPreparing(true);
    // SPEC §5 Photos: compressed before they go; the server checks them again.
    const compressed = await Promise.all(photos.map((photo) => compressPhoto(photo)));
    setPreparing(false);
    await identify({ photos: compressed, organ });
  }

  const notSetUp = result.error && errorText(result.error) === PLANT_ID_MESSAGES.notSetUp;
  const status = busy
    ? 'Identifying the plant…'
    : result.data
      ? photoAnswerText(result.data)
      : photos.length > 0
        ? `${photos.length} of ${IDENTIFY_PHOTO_MAX_FILES} photos chosen.`
        : '';

  return (
    <section className={styles.section} aria-labelledby="identify-photo-heading">
      <h3 id="identify-photo-heading" className={styles.sectionTitle}>
        {PHOTO_HEADING}
      </h3>
      <p className={styles.method}>{PHOTO_METHOD}</p>
      <PhotoSourceButtons onPick={add} disabled={busy || full} />
      {photos.length > 0 && (
        <>
          <ul className={styles.chosenPhotos} aria-label="Photos to identify">
            {photos.map((photo, index) => (
              <PhotoThumb
                key={`${photo.name}-${index}`}
                photo={photo}
                onRemove={() => {
                  setPhotos((current) => current.filter((_, at) => at !== index));
                  result.reset();
                }}
              />
            ))}
          </ul>
          <div className={formStyles.field}>
            <label htmlFor="identify-organ" className={formStyles.label}>
              What do the photos show?
            </label>
            <select
              id="identify-organ"
              className={formStyles.control}
              value={organ}
              onChange={(event) => setOrgan(event.target.value as PhotoOrgan)}
            >
              {PHOTO_ORGANS.map((value) => (
                <option key={value} value={value}>
                  {ORGAN_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="primary" disabled={busy} onClick={() => void run()}>
            {IDENTIFY}
          </Button>
        </>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {result.error && (
        <div role="alert" className={styles.failure}>
          <p>{errorText(result.error)}</p>
          <div className={styles.buttonRow}>
            {!notSetUp && <Button onClick={() => void run()}>Try again</Button>}
            <Button variant={notSetUp ? 'primary' : 'secondary'} onClick={onUseKey}>
              {USE_THE_KEY}
            </Button>
          </div>
        </div>
      )}
      {result.data && !busy && <PhotoResults answer={result.data} />}
    </section>
  );
}
