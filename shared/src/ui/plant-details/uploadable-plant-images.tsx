import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { GalleryImage, PlantImage } from '@thrive/shared/contracts';
import { PhotoPicker, UploadQueueList, useUploadQueue, type UploadTarget } from '@thrive/shared/uploads';
import {
  ADD_PHOTO_LABEL,
  ADD_PICTURE_TEXT,
  AddPictureContent,
  PlantImagesLayout,
} from './plant-images-layout';
import styles from './plant-images.module.css';

export { ADD_PHOTO_LABEL } from './plant-images-layout';

export interface UploadablePlantImagesProps {
  images: PlantImage[];
  plantName: string;
  illustration?: string;
  favorite?: { plantId: number; isFavorite: boolean };
  upload: UploadTarget;
  note?: ReactNode;
}

const asPlantImage = ({ Id, Url, Thumbnail }: GalleryImage): PlantImage => ({ Id, Url, Thumbnail });

/**
 * The photos just uploaded first (SPEC §4 "uploaded photo"), then the plant's own. The
 * refreshed details bring the new photos too (the upload invalidates them): one photo is
 * shown once.
 */
function withUploadedFirst(uploaded: PlantImage[], images: PlantImage[]): PlantImage[] {
  const ids = new Set(uploaded.map((image) => image.Id));
  return [...uploaded, ...images.filter((image) => !ids.has(image.Id))];
}

/** The editable plant-images widget: pick photos, follow their upload, see them at once. */
export default function UploadablePlantImages({
  images,
  plantName,
  illustration = '',
  favorite,
  upload,
  note,
}: UploadablePlantImagesProps) {
  const [uploaded, setUploaded] = useState<PlantImage[]>([]);
  const onUploaded = useCallback((photos: GalleryImage[]) => {
    // The newest first, so the carousel opens on it.
    setUploaded((before) => [...photos.map(asPlantImage).reverse(), ...before]);
  }, []);
  const queue = useUploadQueue({ target: upload, onUploaded });
  const shown = useMemo(() => withUploadedFirst(uploaded, images), [uploaded, images]);

  return (
    <PlantImagesLayout
      images={shown}
      plantName={plantName}
      illustration={illustration}
      favorite={favorite}
      note={note}
      carouselKey={uploaded[0]?.Id}
      empty={
        <PhotoPicker className={styles.addPicker} label={ADD_PICTURE_TEXT} onPick={queue.add}>
          <AddPictureContent />
        </PhotoPicker>
      }
      below={
        <>
          {/* A photo or the drawing fills the frame: the chooser moves under it. */}
          {(shown.length > 0 || illustration) && (
            <PhotoPicker className={styles.addMore} label={ADD_PHOTO_LABEL} onPick={queue.add} />
          )}
          <UploadQueueList items={queue.items} onRetry={queue.retry} onRemove={queue.remove} />
        </>
      }
    />
  );
}
