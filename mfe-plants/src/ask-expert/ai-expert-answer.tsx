import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import type { AiExpertAnswer, AiFactKind } from '@thrive/shared/contracts';
import type { AiExpertState } from './use-ai-expert';
import styles from './ai-expert.module.css';

export const ASK_OUR_EXPERT = 'Ask our expert instead';
/** The ask-the-expert form's anchor on the same page (plants/askexpert). */
export const ASK_EXPERT_ANCHOR = 'ask-expert';
export const ANSWERED_FROM_DATA = "Answered from Thrive Garden's data";

const KIND_LABELS: Record<AiFactKind, string> = {
  plant: 'Plant',
  zone: 'Zone',
  score: 'Thrive score',
  frost: 'Frost dates',
  'care-tip': 'Care tip',
  pest: 'Pests',
};

const methodText = (answer: AiExpertAnswer) =>
  answer.Method === 'embedded' ? ANSWERED_FROM_DATA : `Answered by ${answer.Model}`;

/** The facts the answer rests on: what it used, or what the chat service was told. */
function FactsUsed({ answer }: { answer: AiExpertAnswer }) {
  if (answer.Facts.length === 0) return null;
  const heading = answer.Method === 'embedded' ? 'Facts this answer used' : 'Facts the AI expert was given';
  return (
    <>
      <h4 id="ai-expert-facts" className={styles.factsHeading}>
        {heading}
      </h4>
      <ul className={styles.facts} aria-labelledby="ai-expert-facts">
        {answer.Facts.map((fact) => (
          <li key={`${fact.Kind}:${fact.Text}`}>
            <span className={styles.kind}>{KIND_LABELS[fact.Kind]}:</span> {fact.Text}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * To the ask-the-expert form: the same page, so the link also brings the form into view and
 * focus (a route link to the page one is on would do nothing visible).
 */
function AskOurExpert() {
  const carried = useCarriedLink();
  const toForm = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(ASK_EXPERT_ANCHOR);
    if (!form) return;
    event.preventDefault();
    if (!form.hasAttribute('tabindex')) form.setAttribute('tabindex', '-1');
    form.scrollIntoView?.({ block: 'start' });
    form.focus();
  };
  return (
    <p className={styles.askExpert}>
      <Link to={carried('/plants/askexpert')} className={styles.askExpertLink} onClick={toForm}>
        {ASK_OUR_EXPERT}
      </Link>
    </p>
  );
}

/**
 * The answer as it is written, in a polite live region that is busy until the answer is
 * complete (screen readers then read it once, whole); then its method and facts, and Ask the
 * expert when it could not answer.
 */
export function AiExpertAnswerView({ state }: { state: AiExpertState }) {
  const asking = state.status === 'asking';
  const text = state.status === 'idle' ? '' : state.text;
  const answer = state.status === 'answered' ? state.answer : null;
  return (
    <>
      <section className={styles.answer} aria-label="Answer" aria-live="polite" aria-busy={asking}>
        {asking && !text && (
          <p className={styles.writing}>
            <span className={styles.spinner} aria-hidden="true" />
            Writing the answer…
          </p>
        )}
        {text && <p className={styles.text}>{text}</p>}
        {state.status === 'failed' && <p className={styles.failure}>{state.message}</p>}
        {answer && <p className={styles.method}>{methodText(answer)}</p>}
      </section>
      {answer && <FactsUsed answer={answer} />}
      {(state.status === 'failed' || answer?.CanAnswer === false) && <AskOurExpert />}
    </>
  );
}
