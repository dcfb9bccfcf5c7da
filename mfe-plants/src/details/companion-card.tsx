import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  PlantThumbnail,
  ThriveScoreIcon,
  selectUserId,
  useAppSelector,
  useCarriedLink,
} from '@thrive/shared';
import { FavoriteHeart, plantDetailsPath } from '@thrive/shared/plant-list';
import type { CompanionItem } from '@thrive/shared/contracts';
import styles from './companions.module.css';

interface Props {
  plant: CompanionItem;
  /** The zone the companions were asked about: carried to the companion's page as zid. */
  zoneId: number;
}

/**
 * A companion in the carousel: its picture, its name (the link to its page, covering the
 * card), why it pairs with the plant when it is a known good companion, and its overall
 * score in the zone, with the favourite heart when signed in.
 */
export function CompanionCard({ plant, zoneId }: Props) {
  const nameId = useId();
  const carried = useCarriedLink();
  const signedIn = useAppSelector(selectUserId) > 0;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <PlantThumbnail src={plant.Thumbnail} className={styles.thumb} />
      <h4 id={nameId} className={styles.name}>
        <Link to={carried(plantDetailsPath(plant.Id, zoneId))} className={styles.link}>
          {plant.CommonName}
        </Link>
      </h4>
      {plant.Pairing && (
        <p className={styles.pairing} title={`${plant.Pairing.Reason}: ${plant.Pairing.Note}`}>
          <strong>{plant.Pairing.Reason}:</strong> {plant.Pairing.Note}
        </p>
      )}
      {(plant.Thrive || signedIn) && (
        <div className={styles.tools}>
          {plant.Thrive && (
            <ThriveScoreIcon
              kind="overall"
              score={plant.Thrive.Score}
              tooltip={plant.Thrive.Tooltip}
              subject={plant.CommonName}
              showLabel
            />
          )}
          {signedIn && (
            <FavoriteHeart plantId={plant.Id} plantName={plant.CommonName} isFavorite={plant.IsFavorite} />
          )}
        </div>
      )}
    </article>
  );
}
