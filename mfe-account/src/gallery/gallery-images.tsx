import type { GalleryImage } from '@thrive/shared/contracts';
import type { PlantListView } from '@thrive/shared/plant-list';
import { GalleryImageCard } from './gallery-image-card';
import styles from './gallery.module.css';

interface Props {
  images: GalleryImage[];
  view: PlantListView;
  /** The list's accessible name ("Photos in Roses"). */
  label: string;
  onOpen: (imageId: number) => void;
}

/** The photos of one gallery page: 3 a row in the grid, one a row in the list (SPEC §2.7, §9). */
export function GalleryImages({ images, view, label, onOpen }: Props) {
  return (
    <ul className={`${styles.images} ${styles[`${view}Images`]}`} aria-label={label} data-view={view}>
      {images.map((image) => (
        <li key={image.Id}>
          <GalleryImageCard image={image} view={view} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
