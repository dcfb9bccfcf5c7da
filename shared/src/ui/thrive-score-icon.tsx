import type { ThriveScore } from '../thrive/scores';
import { ThriveScoreGlyph } from './thrive-score-glyph';
import { THRIVE_KIND_LABELS, thriveScoreLabel, type ThriveScoreKind } from './thrive-score-labels';
import { Tooltip } from './tooltip';
import styles from './thrive-score-icon.module.css';

const TONE: Record<ThriveScore, string> = { 1: 'good', 2: 'borderline', 0: 'poor', [-1]: 'unknown' };

export interface ThriveScoreIconProps {
  kind: ThriveScoreKind;
  score: ThriveScore;
  /** The API's SPEC §8 text for this score: the tip, and the button's accessible description. */
  tooltip: string;
  /** Shows the score's word beside the icon, not only to screen readers. */
  showLabel?: boolean;
  /** Names what is scored ("Rose"), so a list of icons has distinct accessible names. */
  subject?: string;
}

/**
 * A thrive score as an icon whose tip (SPEC §8) opens on a tap, a click, the keyboard or the
 * mouse resting on it, and stays inside the screen: on a phone a tip beside the edge slides
 * back in instead of running off it (the shared Tooltip).
 */
export function ThriveScoreIcon({ kind, score, tooltip, showLabel = false, subject }: ThriveScoreIconProps) {
  const word = thriveScoreLabel(score);
  const label = `${THRIVE_KIND_LABELS[kind]}${subject ? ` for ${subject}` : ''}: ${word}`;
  return (
    <span className={`${styles.wrap} ${styles[TONE[score]]}`}>
      <Tooltip text={tooltip} label={label} triggerClassName={styles.icon}>
        <ThriveScoreGlyph score={score} className={styles.glyph} />
        {showLabel && (
          <span className={styles.label} aria-hidden="true">
            {word}
          </span>
        )}
      </Tooltip>
    </span>
  );
}
