import { lazy, Suspense } from 'react';
import { Loading } from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { AiExpertPanel } from './ai-expert-panel';
import { ASK_EXPERT_ANCHOR } from './ai-expert-answer';
import styles from './ask-expert.module.css';

const ASK_EXPERT_TITLE = 'Ask the Expert';

/**
 * The form brings the photo uploads and the expert's face (@thrive/shared/uploads and
 * plant-details), which the plant search this area opens on does not need: they load with
 * this page.
 */
const AskExpertForm = lazy(() =>
  import(/* webpackChunkName: "ask-expert" */ './ask-expert-form').then((module) => ({
    default: module.AskExpertForm,
  })),
);

/**
 * Route `plants/askexpert` (SPEC §2.4): ask the named expert, who answers later, or the AI
 * expert, who answers at once.
 */
export function AskExpertPage() {
  return (
    <PlantsPage title={ASK_EXPERT_TITLE}>
      {/* The AI expert's "Ask our expert instead" brings this part into view and focus. */}
      <section id={ASK_EXPERT_ANCHOR} className={styles.part} aria-labelledby="ask-expert-person">
        <h3 id="ask-expert-person" className={styles.partTitle}>
          Ask a garden expert
        </h3>
        <p className={styles.intro}>A person reads your question and writes you an answer.</p>
        <Suspense fallback={<Loading label="Loading the question form…" />}>
          <AskExpertForm />
        </Suspense>
      </section>
      <section className={styles.part} aria-labelledby="ask-expert-ai">
        <h3 id="ask-expert-ai" className={styles.partTitle}>
          Ask the AI expert
        </h3>
        <AiExpertPanel />
      </section>
    </PlantsPage>
  );
}
