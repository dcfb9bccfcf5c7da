import { useUpdateImageMutation } from '@thrive/shared';
import { HeartToggle } from '@thrive/shared/plant-list';
import type { GalleryImage } from '@thrive/shared/contracts';
import { photoDescription } from './photo-text';
import styles from './gallery.module.css';

interface Props {
  image: GalleryImage;
  /** Shows "Favorite" beside the heart (the image dialog); the cards show the heart alone. */
  withText?: boolean;
  className?: string;
}

/**
 * The photo's favourite heart (SPEC §2.7 "Each image has a favorite toggle"): it sends IsFavorite
 * with the image reference (SPEC §3).
 */
export function ImageFavoriteToggle({ image, withText = false, className }: Props) {
  const [update] = useUpdateImageMutation();
  const save = async (wanted: boolean) =>
    (await update({ Id: image.Id, Type: image.Type, Key: image.Url, IsFavorite: wanted }).unwrap())
      .IsFavorite;
  return (
    <HeartToggle
      label={`Favorite ${photoDescription(image)}`}
      isFavorite={image.IsFavorite}
      save={save}
      announce={(saved) => (saved ? 'Added to your favorite photos.' : 'Removed from your favorite photos.')}
      className={[styles.heart, withText && styles.heartWithText, className].filter(Boolean).join(' ')}
    >
      {withText && <span aria-hidden="true">Favorite</span>}
    </HeartToggle>
  );
}
