import { Link } from 'react-router-dom';
import {
  countText,
  plantRequestDialogToggled,
  useAppDispatch,
  useCarriedLink,
  visuallyHidden,
} from '@thrive/shared';
import type { CatalogueMatches as Matches } from './use-catalogue-matches';
import styles from './request-plant.module.css';

export const MATCHES_HEADING = 'Already in our catalogue:';
export const LOOKING_TEXT = 'Looking in our catalogue…';
export const NO_MATCH_TEXT = 'No plant by that name in our catalogue yet.';
export const LOOKUP_FAILED_TEXT =
  'We could not look in the catalogue just now. You can still send the request.';

const matchCount = (count: number) =>
  `${countText(count, 'plant', 'plants')} by that name ${count === 1 ? 'is' : 'are'} already in our catalogue.`;

/**
 * What the catalogue already has by the name being typed, each a link to its details page, so
 * the gardener opens the plant rather than requesting it. The status line is announced as it
 * changes (politely); the list itself is not read out on every key.
 */
export function CatalogueMatches({ matches }: { matches: Matches }) {
  const carried = useCarriedLink();
  const dispatch = useAppDispatch();
  if (matches.state === 'idle') return null;
  const found = matches.state === 'found' ? matches.plants : [];
  const status =
    matches.state === 'loading'
      ? LOOKING_TEXT
      : matches.state === 'failed'
        ? LOOKUP_FAILED_TEXT
        : found.length === 0
          ? NO_MATCH_TEXT
          : matchCount(found.length);

  return (
    <div className={styles.matches}>
      <p role="status" className={found.length ? visuallyHidden : styles.matchStatus}>
        {status}
      </p>
      {found.length > 0 && (
        <>
          <p id="plant-request-matches" className={styles.matchHeading}>
            {MATCHES_HEADING}
          </p>
          <ul className={styles.matchList} aria-labelledby="plant-request-matches">
            {found.map((plant) => (
              <li key={plant.Id}>
                <Link
                  to={carried(`/plants/details/${plant.Id}`)}
                  className={styles.matchLink}
                  onClick={() => dispatch(plantRequestDialogToggled(false))}
                >
                  {plant.CommonName}
                  {plant.BotanicalName && <span className={styles.botanical}> {plant.BotanicalName}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
