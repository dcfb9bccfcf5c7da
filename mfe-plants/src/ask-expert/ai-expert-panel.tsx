import { AiExpertAnswerView } from './ai-expert-answer';
import { AiExpertForm } from './ai-expert-form';
import { useAiExpert } from './use-ai-expert';
import styles from './ai-expert.module.css';

/**
 * The AI expert (SPEC §7 AskAIExpert): a question answered at once, from Thrive Garden's data
 * or a configured chat service. The page gives it its heading ("Ask the AI expert", an h3:
 * the facts' heading below is an h4). No IsQuestionPlantRelated call first: AskAIExpert
 * refuses a question that is not about gardening itself, with the same check and message,
 * so asking first would only add a round trip (and a check in the app could be skipped).
 */
export function AiExpertPanel() {
  const { state, ask } = useAiExpert();
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        An answer at once about your plants and your yard, with the facts it rests on.
      </p>
      <AiExpertForm busy={state.status === 'asking'} onAsk={(input) => void ask(input)} />
      <AiExpertAnswerView state={state} />
    </div>
  );
}
