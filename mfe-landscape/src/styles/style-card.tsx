import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import type { LandscapeStyleListItem } from '@thrive/shared/landscape';
import { firstSentence, names, zoneRange } from './style-profile-text';
import styles from './styles-list.module.css';

/** A style's page inside this area. */
const stylePath = (styleId: number) => `/styles/${styleId}`;

/**
 * A style in the list: its planting plan, name (the link, covering the card), one line of the
 * description, and the profile as chips: sun, water, zones and effort.
 */
export function StyleCard({ style }: { style: LandscapeStyleListItem }) {
  const carried = useCarriedLink();
  const nameId = useId();
  const { Profile: profile } = style;
  const zones = zoneRange(profile);
  const chips = [
    { label: 'Sun', value: names(profile.SunRequirements) },
    { label: 'Water', value: names(profile.WaterRequirements) },
    { label: 'Zones', value: zones },
    { label: 'Effort', value: names(profile.Effort) },
  ].filter((chip) => chip.value);
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <img
        className={styles.plan}
        src={style.Thumbnail}
        alt={`Planting plan of ${style.Name}`}
        loading="lazy"
        width={320}
        height={200}
      />
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.name}>
          <Link to={carried(stylePath(style.Id))} className={styles.cardLink}>
            {style.Name}
          </Link>
        </h3>
        <p className={styles.line}>{firstSentence(style.Description)}</p>
        <ul className={styles.chips} aria-label={`Profile of ${style.Name}`}>
          {chips.map((chip) => (
            <li key={chip.label} className={styles.chip}>
              <span className={styles.chipLabel}>{chip.label}:</span> {chip.value}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
