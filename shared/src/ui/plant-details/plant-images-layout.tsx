import { useState, type ReactNode } from 'react';
import type { PlantImage } from '@thrive/shared/contracts';
import { FavoriteHeart } from '@thrive/shared/plant-list';
import { Carousel, Picture } from './plant-carousel';
import { PhotoCreditLine } from './photo-credit';
import styles from './plant-images.module.css';

/** SPEC §2.6 placeholder text of an editable widget without photos. */
export const ADD_PICTURE_TEXT = 'Click here to add a picture';
/** The button under the pictures of an editable widget (a photo or the drawing is shown). */
export const ADD_PHOTO_LABEL = 'Add photo';

/** The alt text of the plant's generated drawing. */
export const drawingAlt = (plantName: string) => `Drawing of ${plantName}`;

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
  /** The plant's generated drawing ('' or absent: none), shown in the frame when it has no photo. */
  illustration?: string;
  /** What the frame shows without photos or drawing: the add-photo placeholder or the fallback image. */
  empty: ReactNode;
  /** Changing it starts the carousel over at the first photo (a photo just uploaded). */
  carouselKey?: string | number;
  /** Under the frame: the add-photo button and the upload queue of an editable widget. */
  below?: ReactNode;
  note?: ReactNode;
}

/**
 * The photo shown, back to the first when `carouselKey` changes (a photo just uploaded comes
 * first); kept here because the credit line under the frame follows it.
 */
function usePhotoIndex(carouselKey: string | number | undefined, count: number) {
  const [shown, setShown] = useState({ key: carouselKey, index: 0 });
  const index = shown.key === carouselKey ? shown.index : 0;
  // Stays in range when the list shrinks (a photo deleted elsewhere).
  return [
    Math.max(0, Math.min(index, count - 1)),
    (to: number) => setShown({ key: carouselKey, index: to }),
  ] as const;
}

/** The widget's frame (photos, else the drawing, else `empty`, with the heart), then what goes under it. */
export function PlantImagesLayout({
  images,
  plantName,
  favorite,
  illustration = '',
  empty,
  carouselKey,
  below,
  note,
}: PlantImagesLayoutProps) {
  const [index, setIndex] = usePhotoIndex(carouselKey, images.length);
  const credit = images[index]?.Credit;
  return (
    <div className={styles.widget}>
      <div className={styles.frame}>
        {images.length > 0 ? (
          <Carousel images={images} plantName={plantName} index={index} onIndexChange={setIndex} />
        ) : illustration ? (
          <Picture
            src={illustration}
            alt={drawingAlt(plantName)}
            fallbackAlt={`${plantName}: picture not available`}
            fit="contain"
          />
        ) : (
          empty
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
      {credit && <PhotoCreditLine credit={credit} />}
      {below}
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
