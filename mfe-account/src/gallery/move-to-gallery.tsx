import { useState } from 'react';
import { Button, formStyles } from '@thrive/shared';
import type { GallerySummary } from '@thrive/shared/contracts';
import { ALL_PHOTOS_ID } from './gallery-options';
import styles from './gallery.module.css';

interface Props {
  galleries: GallerySummary[];
  /** The gallery the photo is in, 0 for none. */
  currentId: number;
  moving: boolean;
  onMove: (galleryId: number, galleryName: string) => void;
}

const NO_GALLERY = 'No gallery (All photos only)';

/** Choose another gallery for the photo, then Move: a select alone would move on every arrow key. */
export function MoveToGallery({ galleries, currentId, moving, onMove }: Props) {
  const named = galleries.filter((gallery) => gallery.Id !== ALL_PHOTOS_ID);
  const [target, setTarget] = useState(currentId);
  if (named.length === 0) return null;
  const name = named.find((gallery) => gallery.Id === target)?.Name ?? NO_GALLERY;
  return (
    <div className={styles.move}>
      <label htmlFor="image-gallery" className={styles.label}>
        Gallery of this photo
      </label>
      <div className={styles.moveRow}>
        <select
          id="image-gallery"
          className={formStyles.control}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          <option value={ALL_PHOTOS_ID}>{NO_GALLERY}</option>
          {named.map((gallery) => (
            <option key={gallery.Id} value={gallery.Id}>
              {gallery.Name}
            </option>
          ))}
        </select>
        <Button disabled={moving || target === currentId} onClick={() => onMove(target, name)}>
          {moving ? 'Moving…' : 'Move'}
        </Button>
      </div>
    </div>
  );
}
