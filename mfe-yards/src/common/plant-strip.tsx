import { PlantThumbnail, visuallyHidden } from '@thrive/shared';
import type { ZonePlant } from '@thrive/shared/contracts';
import styles from './plant-strip.module.css';

/** As many pictures as fit a card's width at 360 px; the rest are counted ("+N"). */
export const MAX_STRIP_PICTURES = 6;

/** What a picture of the strip needs: a zone's plant, or a public yard's. */
type StripPlant = Pick<ZonePlant, 'PlantId' | 'CommonName' | 'Thumbnail'>;

interface Props {
  /** Undefined while they load: the strip's height is kept so the card does not jump. */
  plants: readonly StripPlant[] | undefined;
  /** Names the list for screen readers, e.g. "Plants in Border bed". */
  label: string;
}

/**
 * A row of round plant pictures. The pictures are decorative (alt=""): each name is in a
 * tooltip for the mouse and in visually hidden text for screen readers.
 */
export function PlantStrip({ plants, label }: Props) {
  if (!plants) return <div className={styles.strip} aria-hidden="true" />;
  if (!plants.length) return null;
  const shown = plants.slice(0, MAX_STRIP_PICTURES);
  const more = plants.length - shown.length;
  return (
    <ul className={styles.strip} aria-label={label}>
      {shown.map((plant, index) => (
        // The same plant may grow twice in a zone: its place in the strip keeps keys apart.
        <li key={`${plant.PlantId}-${index}`} className={styles.picture} title={plant.CommonName}>
          <PlantThumbnail src={plant.Thumbnail} className={styles.image} />
          <span className={visuallyHidden}>{plant.CommonName}</span>
        </li>
      ))}
      {more > 0 && (
        <li className={`${styles.picture} ${styles.more}`}>
          +{more}
          <span className={visuallyHidden}> more</span>
        </li>
      )}
    </ul>
  );
}
