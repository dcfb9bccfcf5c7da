import { useId, useState } from 'react';
import type { ThriveScore } from '../thrive/scores';
import { ThriveScoreGlyph } from './thrive-score-glyph';
import { THRIVE_KIND_LABELS, thriveScoreLabel, type ThriveScoreKind } from './thrive-score-labels';
import styles from './thrive-score-icon.module.css';

const TONE: Record<ThriveScore, string> = { 1: 'good', 2: 'borderline', 0: 'poor', [-1]: 'unknown' };

export interface ThriveScoreIconProps {
  kind: ThriveScoreKind;
  score: ThriveScore;
  /** The API's SPEC §8 text for this score; it becomes the icon's accessible description. */
  tooltip: string;
  /** Shows the score's word beside the icon, not only to screen readers. */
  showLabel?: boolean;
  /** Names what is scored ("Rose"), so a list of icons has distinct accessible names. */
  subject?: string;
}

/**
 * A thrive score as an icon with its tooltip (SPEC §8). It is a real button so the tooltip is
 * reachable by keyboard and by touch: hover or focus shows it, a tap pins it, Escape hides it,
 * and screen readers hear it as the button's description.
 */
export function ThriveScoreIcon({ kind, score, tooltip, showLabel = false, subject }: ThriveScoreIconProps) {
  const tooltipId = useId();
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const label = `${THRIVE_KIND_LABELS[kind]}${subject ? ` for ${subject}` : ''}: ${thriveScoreLabel(score)}`;
  const state = dismissed ? 'hidden' : pinned ? 'open' : 'auto';
  return (
    <span className={`${styles.wrap} ${styles[TONE[score]]}`} data-tooltip={state}>
      <button
        type="button"
        className={styles.icon}
        aria-label={label}
        aria-describedby={tooltipId}
        onClick={() => {
          setPinned((open) => !open);
          setDismissed(false);
        }}
        onBlur={() => {
          setPinned(false);
          setDismissed(false);
        }}
        onMouseLeave={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setPinned(false);
            setDismissed(true);
          }
        }}
      >
        <ThriveScoreGlyph score={score} className={styles.glyph} />
        {showLabel && (
          <span className={styles.label} aria-hidden="true">
            {thriveScoreLabel(score)}
          </span>
        )}
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {tooltip}
      </span>
    </span>
  );
}
