import { ThriveScoreGlyph, thriveScoreLabel } from '@thrive/shared';
import type { ThriveCounts } from '@thrive/shared/contracts';
import type { ThriveScore } from '@thrive/shared/thrive';
import { scoreSegments, scoreSummaryText } from './score-counts';
import styles from './score-summary-bar.module.css';

/** The theme's colour of each score (the Scorecard's tones). */
const TONE: Record<ThriveScore, string> = { 1: 'good', 2: 'borderline', 0: 'poor', [-1]: 'unknown' };

/**
 * How the plants of a zone or yard score, at a glance: a bar split into good, borderline,
 * poor and unknown in proportion, with a legend. The bar is one image whose label reads the
 * counts; the legend repeats them for the eye (a glyph per score, so colour is never the
 * only cue) and is hidden from screen readers so they hear the counts once.
 * `counts` undefined: still loading, the bar's room is kept so the card does not jump.
 */
export function ScoreSummaryBar({ counts }: { counts: ThriveCounts | undefined }) {
  if (!counts) return <div className={styles.pending} aria-hidden="true" />;
  const segments = scoreSegments(counts);
  if (!segments.length) return <p className={styles.empty}>No plants yet</p>;
  return (
    <div className={styles.summary}>
      <div className={styles.bar} role="img" aria-label={`Thrive scores: ${scoreSummaryText(segments)}`}>
        {segments.map(({ score, percent }) => (
          <span
            key={score}
            className={`${styles.segment} ${styles[TONE[score]]}`}
            style={{ width: `${percent}%` }}
          />
        ))}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {segments.map(({ score, count }) => (
          <li key={score} className={styles[TONE[score]]}>
            <ThriveScoreGlyph score={score} className={styles.glyph} />
            {count}
            <span className={styles.word}> {thriveScoreLabel(score)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
