import { lazy, Suspense, type ReactNode } from 'react';
import type { PlantImage } from '@thrive/shared/contracts';
// A type only: the upload code itself is loaded on demand, below.
import type { UploadTarget } from '@thrive/shared/uploads';
import { Button } from '@thrive/shared';
import { Picture } from './plant-carousel';
import { ADD_PHOTO_LABEL, AddPictureContent, PlantImagesLayout } from './plant-images-layout';
import styles from './plant-images.module.css';

export { ADD_PHOTO_LABEL, ADD_PICTURE_TEXT, drawingAlt } from './plant-images-layout';
export { SWIPE_THRESHOLD_PX } from './plant-carousel';

/**
 * The editable widget, with the uploads entry (image compression, EXIF reading) behind it:
 * loaded only where a widget can upload, so read-only pages never fetch it.
 */
const UploadablePlantImages = lazy(() => import('./uploadable-plant-images'));

export interface PlantImagesProps {
  images: PlantImage[];
  plantName: string;
  /** The favourite heart over the pictures; left out where nobody keeps favourites. */
  favorite?: { plantId: number; isFavorite: boolean };
  /**
   * The plant's generated drawing (PlantDetails.Illustration, '' for none): a plant without
   * photos shows it rather than the SPEC §8 fallback, which stays for a picture that fails.
   */
  illustration?: string;
  /**
   * Makes the widget editable (SPEC §4 image widget states): without photos it shows the
   * add-photo placeholder, which calls this. Without it, no photos shows the fallback image.
   */
  onAddPhoto?: () => void;
  /**
   * Makes the widget upload photos itself (SPEC §2.6, §4): the placeholder opens the photo
   * chooser, an "Add photo" button comes under the photos, the upload queue under the widget,
   * and a photo just uploaded is shown at once. Takes the place of `onAddPhoto`.
   */
  upload?: UploadTarget;
  /** A line under the pictures. */
  note?: ReactNode;
}

/**
 * The plant-images widget (SPEC §2.6, §4): a carousel of the plant's photos (with the credit
 * of an imported one), else the plant's drawing, else the add-photo placeholder when editable
 * or the fallback image (SPEC §8) when read-only; the fallback also replaces a picture that
 * fails to load. The favourite heart sits on the frame.
 */
export function PlantImages({
  images,
  plantName,
  illustration = '',
  favorite,
  onAddPhoto,
  upload,
  note,
}: PlantImagesProps) {
  if (upload) {
    // Until the upload code is here the placeholder shows, not yet able to open the chooser.
    const loading = (
      <PlantImagesLayout
        images={images}
        plantName={plantName}
        illustration={illustration}
        favorite={favorite}
        note={note}
        empty={
          <button type="button" className={styles.add} disabled>
            <AddPictureContent />
          </button>
        }
      />
    );
    return (
      <Suspense fallback={loading}>
        <UploadablePlantImages
          images={images}
          plantName={plantName}
          illustration={illustration}
          favorite={favorite}
          note={note}
          upload={upload}
        />
      </Suspense>
    );
  }
  return (
    <PlantImagesLayout
      images={images}
      plantName={plantName}
      illustration={illustration}
      favorite={favorite}
      note={note}
      // The drawing fills the frame: adding the first photo moves under it.
      below={
        onAddPhoto && images.length === 0 && illustration ? (
          <Button className={styles.addMore} onClick={onAddPhoto}>
            {ADD_PHOTO_LABEL}
          </Button>
        ) : undefined
      }
      empty={
        onAddPhoto ? (
          <button type="button" className={styles.add} onClick={onAddPhoto}>
            <AddPictureContent />
          </button>
        ) : (
          <Picture src="" alt="" fallbackAlt={`No picture of ${plantName} yet`} />
        )
      }
    />
  );
}
