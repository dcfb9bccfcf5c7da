import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import { plantDetailsPath } from '@thrive/shared/plant-list';
import type { PlantWeed, WeedStatus } from '@thrive/shared/contracts';
import styles from './weed-notice.module.css';

/** What each mark tells the gardener: its title and why (issue 28), short and plain. */
const WEED_NOTICE: Record<WeedStatus, { title: string; text: string }> = {
  noxious: {
    title: 'Noxious weed',
    text: "it is against the law to plant or sell it in some states. Please don't plant it.",
  },
  invasive: {
    title: 'Invasive',
    text: 'it spreads from gardens into wild places in much of the US.',
  },
};

/**
 * The weed mark near the top of a plant's details, with links to the plants to grow
 * instead. A note (role="note"), titled by its first words, so a screen reader announces it
 * as such; nothing for a plant that is no weed.
 */
export function WeedNotice({ weed }: { weed: PlantWeed | null }) {
  const titleId = useId();
  const carried = useCarriedLink();
  if (!weed) return null;
  const { title, text } = WEED_NOTICE[weed.Status];
  return (
    <div role="note" aria-labelledby={titleId} className={[styles.notice, styles[weed.Status]].join(' ')}>
      <p className={styles.text}>
        <strong id={titleId}>{title}:</strong> {text}
      </p>
      {weed.Instead.length > 0 && (
        <p className={styles.text}>
          Plant instead:{' '}
          {weed.Instead.map((plant, index) => (
            <Fragment key={plant.Id}>
              {/* The comma stays with its plant: a line never starts with one. */}
              <span className={styles.instead}>
                <Link to={carried(plantDetailsPath(plant.Id))} className={styles.link}>
                  {plant.CommonName}
                </Link>
                {index < weed.Instead.length - 1 && ','}
              </span>{' '}
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
