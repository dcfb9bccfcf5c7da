import type { ReactNode } from 'react';
import type { PlantImage } from '@thrive/shared/contracts';
import { FavoriteHeart } from '@thrive/shared/plant-list';
import { Carousel, Picture } from './plant-carousel';
import styles from './plant-images.module.css';

/** SPEC §2.6 placeholder text of an editable widget without photos. */
export const ADD_PICTURE_TEXT = 'Click here to add a picture';
export { SWIPE_THRESHOLD_PX } from './plant-carousel';

export interface PlantImagesProps {
  images: PlantImage[];
  plantName: string;
  /** The favourite heart over the pictures; left out where nobody keeps favourites. */
  favorite?: { plantId: number; isFavorite: boolean };
  /**
   * Makes the widget editable (SPEC §4 image widget states): without photos it shows the
   * add-photo placeholder, which calls this. Without it, no photos shows the fallback image.
   */
  onAddPhoto?: () => void;
  /** A line under the pictures. */
  note?: ReactNode;
}

/**
 * The plant-images widget (SPEC §2.6, §4): a carousel of the plant's photos, the add-photo
 * placeholder when editable and empty, the fallback image (SPEC §8) when read-only and empty
 * or when a photo fails to load, and the favourite heart.
 */
export function PlantImages({ images, plantName, favorite, onAddPhoto, note }: PlantImagesProps) {
  return (
    <div className={styles.widget}>
      <div className={styles.frame}>
        {images.length > 0 ? (
          <Carousel images={images} plantName={plantName} />
        ) : onAddPhoto ? (
          <button type="button" className={styles.add} onClick={onAddPhoto}>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path
                d="M4 8h3l2-3h6l2 3h3v11H4Z M12 10.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            {ADD_PICTURE_TEXT}
          </button>
        ) : (
          <Picture src="" alt="" fallbackAlt={`No picture of ${plantName} yet`} />
        )}
        {favorite && (
          <div className={styles.heart}>
            <FavoriteHeart
              plantId={favorite.plantId}
              plantName={plantName}
              isFavorite={favorite.isFavorite}
            />
          </div>
        )}
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
