import { useEffect, useMemo, useState } from 'react';
import { Button } from '@thrive/shared';
import { IMAGE_TYPES, UPLOAD_ORIGINS, type GalleryImage, type ZonePlant } from '@thrive/shared/contracts';
import { PhotoPicker, UploadQueueList, useUploadQueue, type UploadTarget } from '@thrive/shared/uploads';
import styles from './health.module.css';

const ADD_HEALTH_PHOTO = 'Add a photo';

interface Props {
  /** The plant the photo is of; the photo is kept with its zone and plant. */
  plant: ZonePlant;
  /** The photo's id once uploaded, 0 when there is none (or it was let go). */
  onChange(imageId: number): void;
  /** Whether a photo is being sent: the check waits for it. */
  onBusyChange(busy: boolean): void;
}

/**
 * An optional photo of the plant, uploaded at once as a photo of its zone and plant (so it
 * is in the gardener's gallery too); the upload gives the id the assessment is sent. One
 * photo: picking another replaces it.
 */
export function HealthPhoto({ plant, onChange, onBusyChange }: Props) {
  const [photo, setPhoto] = useState<GalleryImage | null>(null);
  const target = useMemo<UploadTarget>(
    () => ({
      origin: UPLOAD_ORIGINS.plantSearch,
      imageType: IMAGE_TYPES.zone,
      zoneId: plant.ZoneId,
      plantId: plant.PlantId,
    }),
    [plant.ZoneId, plant.PlantId],
  );
  const queue = useUploadQueue({
    target,
    onUploaded: (images) => {
      const [uploaded] = images;
      if (!uploaded) return;
      setPhoto(uploaded);
      onChange(uploaded.Id);
    },
  });

  useEffect(() => onBusyChange(queue.busy), [queue.busy, onBusyChange]);

  function pick(files: File[]) {
    const [first] = files;
    if (!first) return;
    for (const item of queue.items) queue.remove(item.id);
    setPhoto(null);
    onChange(0);
    queue.add([first]);
  }

  function letGo() {
    for (const item of queue.items) queue.remove(item.id);
    setPhoto(null);
    onChange(0);
  }

  return (
    <section className={styles.photo} aria-labelledby="health-photo-title">
      <h3 id="health-photo-title" className={styles.sectionTitle}>
        Photo (optional)
      </h3>
      <p className={styles.hint}>
        A close photo of the affected leaves or stems. It is kept with your photos of {plant.ZoneName}.
      </p>
      {photo ? (
        <div className={styles.chosenPhoto}>
          <img src={photo.Thumbnail} alt={`Your photo of ${plant.CommonName}`} width={96} height={96} />
          <Button onClick={letGo}>Check without this photo</Button>
        </div>
      ) : (
        <PhotoPicker label={ADD_HEALTH_PHOTO} onPick={pick} disabled={queue.busy} />
      )}
      {!photo && <UploadQueueList items={queue.items} onRetry={queue.retry} onRemove={queue.remove} />}
    </section>
  );
}
