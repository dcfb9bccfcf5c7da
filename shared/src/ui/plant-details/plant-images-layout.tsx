import type { ReactNode } from 'react';
import type { PlantImage } from '@thrive/shared/contracts';
import { FavoriteHeart } from '@thrive/shared/plant-list';
import { Carousel } from './plant-carousel';
import styles from './plant-images.module.css';

/** SPEC §2.6 placeholder text of an editable widget without photos. */
export const ADD_PICTURE_TEXT = 'Click here to add a picture';

/** The camera and SPEC's sentence, inside whatever control adds the first picture. */
export function AddPictureContent() {
  return (
    <>
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
    </>
  );
}

export interface PlantImagesLayoutProps {
  images: PlantImage[];
  plantName: string;
  favorite?: { plantId: number; isFavorite: boolean };
  /** What the frame shows without photos: the add-photo placeholder or the fallback image. */
  empty: ReactNode;
  /** Changing it starts the carousel over at the first photo (a photo just uploaded). */
  carouselKey?: string | number;
  /** Under the frame: the add-photo button and the upload queue of an editable widget. */
  below?: ReactNode;
  note?: ReactNode;
}

/** The widget's frame (carousel or `empty`, with the heart), then what goes under it. */
export function PlantImagesLayout({
  images,
  plantName,
  favorite,
  empty,
  carouselKey,
  below,
  note,
}: PlantImagesLayoutProps) {
  return (
    <div className={styles.widget}>
      <div className={styles.frame}>
        {images.length > 0 ? <Carousel key={carouselKey} images={images} plantName={plantName} /> : empty}
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
      {below}
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
