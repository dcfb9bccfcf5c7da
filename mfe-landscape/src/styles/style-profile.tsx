import type { LandscapeStyleProfile } from '@thrive/shared/landscape';
import { names, zoneRange } from './style-profile-text';
import styles from './style-page.module.css';

/** A style's profile (the conditions and character it suits) as a definition list. */
export function StyleProfile({ profile }: { profile: LandscapeStyleProfile }) {
  const rows = [
    { term: 'Sun', value: names(profile.SunRequirements) },
    { term: 'Water', value: names(profile.WaterRequirements) },
    { term: 'Hardiness zones', value: zoneRange(profile) },
    { term: 'Growth rate', value: names(profile.GrowthRates) },
    { term: 'Effort', value: names(profile.Effort) },
    { term: 'Attracts', value: names(profile.Attractants) },
    { term: 'Cost', value: names(profile.Costs) },
  ].filter((row) => row.value);
  return (
    <dl className={styles.profile}>
      {rows.map((row) => (
        <div key={row.term} className={styles.profileRow}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
