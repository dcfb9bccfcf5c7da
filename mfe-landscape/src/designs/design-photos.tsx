import { useId, useMemo, useState } from 'react';
import { errorText, LoadError, Loading, useGetImagesQuery } from '@thrive/shared';
import { IMAGE_TYPES, UPLOAD_ORIGINS } from '@thrive/shared/contracts';
import type { Design } from '@thrive/shared/landscape';
import { PhotoPicker, UploadQueueList, useUploadQueue, type UploadTarget } from '@thrive/shared/uploads';
import { DesignPhotoItem } from './design-photo-item';
import styles from './design-photos.module.css';

export const ADD_DESIGN_PHOTOS = 'Add photos of the bed';

/**
 * "Photos of this bed": the gardener's pictures of the bed as it grows (image type 3). A
 * design that follows a style can show them on the style's page, for other gardeners to
 * see what the style looks like planted; that is the gardener's choice, off until ticked.
 */
export function DesignPhotos({ design, styleName }: { design: Design; styleName: string }) {
  const publishId = useId();
  const hasStyle = design.StyleId > 0;
  const [publishNew, setPublishNew] = useState(false);
  const photos = useGetImagesQuery({ c: IMAGE_TYPES.design, cid: design.Id });
  const target = useMemo<UploadTarget>(
    () => ({
      origin: UPLOAD_ORIGINS.other,
      imageType: IMAGE_TYPES.design,
      designId: design.Id,
      published: hasStyle && publishNew,
    }),
    [design.Id, hasStyle, publishNew],
  );
  const queue = useUploadQueue({ target });

  return (
    <section className={styles.photos} aria-labelledby="design-photos-title">
      <h3 id="design-photos-title">Photos of this bed</h3>
      {hasStyle && (
        <label className={styles.publish} htmlFor={publishId}>
          <input
            id={publishId}
            type="checkbox"
            checked={publishNew}
            onChange={(event) => setPublishNew(event.target.checked)}
          />
          Show the photos I add on the {styleName || 'style'} page, for every gardener to see
        </label>
      )}
      <PhotoPicker className={styles.picker} label={ADD_DESIGN_PHOTOS} onPick={queue.add} />
      {queue.items.length > 0 && (
        <UploadQueueList items={queue.items} onRetry={queue.retry} onRemove={queue.remove} />
      )}
      {photos.isLoading ? (
        <Loading label="Loading the photos…" />
      ) : photos.error || !photos.data ? (
        <LoadError message={errorText(photos.error)} onRetry={() => void photos.refetch()} />
      ) : photos.data.length === 0 ? (
        <p className={styles.muted}>No photos yet. Add some as the bed grows.</p>
      ) : (
        <ul className={styles.grid} aria-label="Photos of this bed">
          {photos.data.map((photo) => (
            <li key={photo.Id}>
              <DesignPhotoItem photo={photo} design={design} styleName={hasStyle ? styleName : ''} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
