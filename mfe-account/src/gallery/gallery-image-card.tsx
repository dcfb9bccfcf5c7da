import type { GalleryImage } from '@thrive/shared/contracts';
import type { PlantListView } from '@thrive/shared/plant-list';
import { ImageFavoriteToggle } from './image-favorite-toggle';
import { PhotoImage } from './photo-image';
import { photoAlt, photoDate, photoDescription, photoPlace } from './photo-text';
import styles from './gallery.module.css';

interface Props {
  image: GalleryImage;
  view: PlantListView;
  /** Tap to edit (SPEC §2.7): opens the image dialog. */
  onOpen: (imageId: number) => void;
}

/**
 * One photo of the gallery (SPEC §2.7). The grid shows the picture and its heart; the list adds
 * beside a 100 px picture the city, state, created date and common and botanical name.
 */
export function GalleryImageCard({ image, view, onOpen }: Props) {
  const place = photoPlace(image);
  const date = photoDate(image.CreatedDate);
  return (
    <article className={`${styles.card} ${styles[view]}`}>
      <button
        type="button"
        className={styles.open}
        aria-label={`Edit ${photoDescription(image)}`}
        onClick={() => onOpen(image.Id)}
      >
        <PhotoImage src={image.Thumbnail} alt={photoAlt(image)} className={styles.thumb} />
      </button>
      {view === 'list' && (
        <div className={styles.details}>
          <p className={styles.name}>{image.CommonName || 'Photo'}</p>
          {image.BotanicalName && <p className={styles.botanical}>{image.BotanicalName}</p>}
          {place && <p className={styles.fact}>{place}</p>}
          {date && (
            <p className={styles.fact}>
              <time dateTime={image.CreatedDate}>{date}</time>
            </p>
          )}
        </div>
      )}
      <ImageFavoriteToggle image={image} className={view === 'grid' ? styles.heartOnPhoto : undefined} />
    </article>
  );
}
