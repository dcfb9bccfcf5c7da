import { ThriveScoreGlyph, THRIVE_SCORES_BEST_FIRST, thriveScoreLabel } from '@thrive/shared';
import type { ThriveCounts, ThriveTable } from '@thrive/shared/contracts';
import { THRIVE_SCORE, type ThriveScore } from '@thrive/shared/thrive';
import { useConditionNames } from '@thrive/shared';
import styles from './thrive.module.css';

const COUNT_OF: Record<ThriveScore, keyof ThriveCounts> = {
  [THRIVE_SCORE.Good]: 'Good',
  [THRIVE_SCORE.Borderline]: 'Borderline',
  [THRIVE_SCORE.Poor]: 'Poor',
  [THRIVE_SCORE.Unknown]: 'Unknown',
};
const TONE: Record<ThriveScore, string> = { 1: 'good', 2: 'borderline', 0: 'poor', [-1]: 'unknown' };

/** "3 Good, 1 Borderline…" with each score's icon; the words carry the meaning. */
function Counts({ counts }: { counts: ThriveCounts }) {
  return (
    <ul className={styles.counts}>
      {THRIVE_SCORES_BEST_FIRST.map((score) => (
        <li key={score} className={styles[TONE[score]]}>
          <ThriveScoreGlyph score={score} />
          {counts[COUNT_OF[score]]} {thriveScoreLabel(score)}
        </li>
      ))}
    </ul>
  );
}

/** How each yard and each of its zones does: counts of good, borderline, poor and unknown plants. */
export function ThriveSummaries({ table }: { table: ThriveTable }) {
  const names = useConditionNames();
  return (
    <section aria-labelledby="thrive-summary-title" className={styles.summaries}>
      <h3 id="thrive-summary-title" className={styles.summaryTitle}>
        Summary
      </h3>
      <ul className={styles.summaryList}>
        {table.Yards.map((yard) => (
          <li key={yard.YardId} className={styles.summary}>
            <p className={styles.summaryName}>
              {yard.YardName}{' '}
              <span className={styles.summaryMeta}>
                hardiness zone {names.hardiness(yard.HardinessZoneId)}
              </span>
            </p>
            <Counts counts={yard} />
            <ul className={styles.zoneSummaries} aria-label={`Zones of ${yard.YardName}`}>
              {table.Zones.filter((zone) => zone.YardId === yard.YardId).map((zone) => (
                <li key={zone.ZoneId}>
                  <p className={styles.summaryName}>
                    {zone.ZoneName}{' '}
                    <span className={styles.summaryMeta}>
                      {names.sun(zone.SunRequirementId)}, {names.water(zone.WaterRequirementId)}
                    </span>
                  </p>
                  <Counts counts={zone} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
