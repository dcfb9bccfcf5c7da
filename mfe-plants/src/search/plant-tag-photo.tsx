import { useState } from 'react';
import { errorText, useEmailTagImageMutation } from '@thrive/shared';
import { IMAGE_TYPES, UPLOAD_ORIGINS, type GalleryImage } from '@thrive/shared/contracts';
import { PhotoPicker, UploadQueueList, useUploadQueue } from '@thrive/shared/uploads';
import styles from './plant-tag.module.css';

export const PLANT_TAG_TITLE = 'Identify a plant by its tag';
export const PLANT_TAG_SENT = 'Thank you! We will find the plant on your tag and email you its name.';

type Sent =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

/**
 * "Plant tag ID" (Settings; SPEC §7 TogglePlantTagId and POST users/{uid}/EmailTagImage): a
 * gardener with a nursery tag but no idea what to search for photographs the tag; the photo
 * goes to the operators, who answer by email. Shown only while the setting is on.
 */
export function PlantTagPhoto() {
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const [emailTagImage] = useEmailTagImageMutation();

  async function send(images: GalleryImage[]) {
    const image = images[0];
    if (!image) return;
    setSent({ state: 'sending' });
    const answer = await emailTagImage({ ImageId: image.Id, Note: note });
    if ('error' in answer) setSent({ state: 'failed', message: errorText(answer.error) });
    else setSent({ state: 'sent' });
  }

  const queue = useUploadQueue({
    target: { origin: UPLOAD_ORIGINS.plantSearch, imageType: IMAGE_TYPES.plant },
    onUploaded: (images) => void send(images),
  });

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{PLANT_TAG_TITLE}</summary>
      <p>Have the plant’s tag from the nursery? Send us a photo of it and we will tell you what it is.</p>
      <label className={styles.noteLabel}>
        Anything we should know (optional)
        <input
          className={styles.note}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <PhotoPicker
        label="Photo of the tag"
        disabled={queue.busy || sent.state === 'sending'}
        onPick={(files) => {
          setSent({ state: 'idle' });
          queue.add(files.slice(0, 1));
        }}
      />
      <UploadQueueList items={queue.items} onRetry={queue.retry} onRemove={queue.remove} />
      <p role="status" className={styles.status}>
        {sent.state === 'sending' && 'Sending the photo…'}
        {sent.state === 'sent' && PLANT_TAG_SENT}
      </p>
      {sent.state === 'failed' && (
        <p role="alert" className={styles.error}>
          {sent.message}
        </p>
      )}
    </details>
  );
}
