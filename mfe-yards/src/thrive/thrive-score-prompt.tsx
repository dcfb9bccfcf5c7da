import { useState } from 'react';
import { Info } from 'lucide-react';
import {
  Button,
  selectIdentity,
  THRIVE_SCORES_BEST_FIRST,
  ThriveScoreGlyph,
  thriveScoreLabel,
  useAppSelector,
  useSetThriveScorePromptMutation,
} from '@thrive/shared';
import { THRIVE_SCORE, THRIVE_TOOLTIPS, type ThriveScore } from '@thrive/shared/thrive';
import { logFailure } from '../common/log-failure';
import styles from './thrive.module.css';

/** What each overall score means, in SPEC §8's words. */
const MEANING: Record<ThriveScore, string> = {
  [THRIVE_SCORE.Good]: THRIVE_TOOLTIPS.overall.good,
  [THRIVE_SCORE.Borderline]: THRIVE_TOOLTIPS.overall.borderline,
  [THRIVE_SCORE.Poor]: THRIVE_TOOLTIPS.overall.poor,
  [THRIVE_SCORE.Unknown]: THRIVE_TOOLTIPS.unknown,
};
const TONE: Record<ThriveScore, string> = { 1: 'good', 2: 'borderline', 0: 'poor', [-1]: 'unknown' };

/**
 * A one-time explanation of the scores, while the identity's ThriveScorePrompt flag is set.
 * "Got it" clears the flag on the server; the panel hides at once, whatever the call does.
 */
export function ThriveScorePrompt() {
  const identity = useAppSelector(selectIdentity);
  const [setPrompt] = useSetThriveScorePromptMutation();
  const [dismissed, setDismissed] = useState(false);
  if (!identity?.ThriveScorePrompt || dismissed) return null;

  function gotIt() {
    setDismissed(true);
    setPrompt(false)
      .unwrap()
      .catch((error: unknown) => logFailure('Thrive score prompt', error));
  }

  return (
    <section className={styles.prompt} aria-labelledby="thrive-prompt-title">
      <h3 id="thrive-prompt-title" className={styles.promptTitle}>
        <Info aria-hidden="true" size={20} /> How thrive scores work
      </h3>
      <p>
        Each plant is scored for its zone on sun, water and freeze (the yard&apos;s hardiness zone). Together
        they make the overall score:
      </p>
      <ul className={styles.promptList}>
        {THRIVE_SCORES_BEST_FIRST.map((score) => (
          <li key={score} className={styles[TONE[score]]}>
            <ThriveScoreGlyph score={score} />
            <span>
              <strong>{thriveScoreLabel(score)}:</strong> {MEANING[score]}
            </span>
          </li>
        ))}
      </ul>
      <p>Tap any score to read why. Where a plant would do better elsewhere, you can move it there.</p>
      <Button variant="primary" onClick={gotIt}>
        Got it
      </Button>
    </section>
  );
}
