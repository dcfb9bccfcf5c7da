import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlantListItem } from '@thrive/shared/contracts';
import {
  PlantThumbnail,
  selectUserId,
  ThriveScoreIcon,
  useAppSelector,
  useCarriedLink,
} from '@thrive/shared';
import { FavoriteToggle } from './favorite-toggle';
import styles from './plant-card.module.css';

/** A plant list shows one card a row with a 100 px picture, or a grid of pictures (SPEC §2.7, §9). */
export const PLANT_LIST_VIEWS = ['list', 'grid'] as const;
export type PlantListView = (typeof PLANT_LIST_VIEWS)[number];

/** The plant details address; a zone id asks the page for the plant's scores in that zone. */
export function plantDetailsPath(plantId: number, zoneId = 0): string {
  return `/plants/details/${plantId}${zoneId > 0 ? `?zid=${zoneId}` : ''}`;
}

export interface PlantCardProps {
  plant: PlantListItem;
  view?: PlantListView;
  /** The zone the list is about: carried to the details page as zid. */
  zoneId?: number;
  /** The heart; off where there is nobody to keep favourites for. Default: when signed in. */
  showFavorite?: boolean;
  /** After a favourite change was saved (the favorites page drops a plant it no longer holds). */
  onFavoriteChange?: (isFavorite: boolean) => void;
  /** More buttons for this plant (an "Add to zone" toggle ...), beside the heart. */
  actions?: ReactNode;
  /** The name's heading level under the page's h2. */
  headingLevel?: 3 | 4;
}

/**
 * A plant in a list (search results, favorites, featured, suggestions, companions): its picture
 * with the SPEC §8 fallback, common and botanical names, category, the overall thrive score when
 * the list was asked about a zone, and the favourite heart. The name links to the details page
 * with the session's parameters (SPEC §2.1); the link covers the card, the buttons sit above it.
 */
export function PlantCard({
  plant,
  view = 'list',
  zoneId = 0,
  showFavorite,
  onFavoriteChange,
  actions,
  headingLevel = 3,
}: PlantCardProps) {
  const signedIn = useAppSelector(selectUserId) > 0;
  const carried = useCarriedLink();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const withHeart = showFavorite ?? signedIn;
  return (
    <article className={`${styles.card} ${styles[view]}`} aria-labelledby={nameId}>
      <div className={styles.thumb}>
        <PlantThumbnail src={plant.Thumbnail} className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name} id={nameId}>
          <Link to={carried(plantDetailsPath(plant.Id, zoneId))} className={styles.link}>
            {plant.CommonName}
          </Link>
        </Heading>
        {plant.BotanicalName && <p className={styles.botanical}>{plant.BotanicalName}</p>}
        {plant.CategoryName && <p className={styles.category}>{plant.CategoryName}</p>}
      </div>
      {(plant.Thrive || withHeart || actions) && (
        <div className={styles.tools}>
          {plant.Thrive && (
            <ThriveScoreIcon
              kind="overall"
              score={plant.Thrive.Score}
              tooltip={plant.Thrive.Tooltip}
              subject={plant.CommonName}
            />
          )}
          {withHeart && (
            <FavoriteToggle
              plantId={plant.Id}
              plantName={plant.CommonName}
              isFavorite={plant.IsFavorite}
              onChange={onFavoriteChange}
            />
          )}
          {actions}
        </div>
      )}
    </article>
  );
}
