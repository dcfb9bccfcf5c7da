import { AttachedPhotosField } from '@thrive/shared/uploads';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  errorText,
  FormField,
  formStyles,
  LoadError,
  Loading,
  selectUserId,
  useAppSelector,
  useGetExpertSponsorQuery,
  useGetExpertTopicsQuery,
} from '@thrive/shared';
import {
  EXPERT_QUESTION_MAX,
  EXPERT_QUESTION_MIN,
  expertPersona,
  type ExpertPersona,
  type ExpertQuestion,
  type ReferenceItem,
} from '@thrive/shared/contracts';
import { AskExpertSent } from './ask-expert-sent';
import { ExpertCard } from './expert-card';
import { NO_PLANT } from './plant-choices';
import { ASK_FIELDS, useAskExpertForm } from './use-ask-expert-form';
import { usePlantChoices } from './use-plant-choices';
import styles from './ask-expert.module.css';

/** A positive whole number from the address, else 0. */
function idFrom(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The question box names the expert who reads it: the AI expert's box on the same page is a
 * question too, and each needs a name of its own.
 */
export const questionLabel = (expertName: string) => `Your question for ${expertName}`;

interface QuestionFormProps {
  expert: ExpertPersona;
  topics: ReferenceItem[];
  pid: number;
  onSent: (question: ExpertQuestion) => void;
}

function QuestionForm({ expert, topics, pid, onSent }: QuestionFormProps) {
  const plants = usePlantChoices(pid);
  const form = useAskExpertForm({ choices: plants.choices, initialAbout: plants.initial, onSent });
  const { errors, photos } = form;
  return (
    <form
      className={formStyles.form}
      aria-label={`Your question to ${expert.Name}`}
      aria-busy={form.sending}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      <ExpertCard expert={expert} />
      <FormField id={ASK_FIELDS.TopicId} label="Topic" required error={errors.TopicId}>
        {(props) => (
          <select
            {...props}
            className={formStyles.control}
            value={form.topicId}
            onChange={(event) => form.change.topic(event.target.value)}
          >
            <option value="">Choose a topic</option>
            {topics.map((topic) => (
              <option key={topic.Id} value={topic.Id}>
                {topic.Name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={ASK_FIELDS.Question}
        label={questionLabel(expert.Name)}
        required
        hint={`At least ${EXPERT_QUESTION_MIN} characters: ${form.question.length} of ${EXPERT_QUESTION_MAX} used.`}
        error={errors.Question}
      >
        {(props) => (
          <textarea
            {...props}
            className={`${formStyles.control} ${styles.question}`}
            rows={6}
            maxLength={EXPERT_QUESTION_MAX}
            value={form.question}
            onChange={(event) => form.change.question(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={ASK_FIELDS.About}
        label="About one of my plants"
        hint={plants.loading ? 'Loading your plants…' : 'Optional: the plant, and the zone it grows in.'}
        error={errors.About}
      >
        {(props) => (
          <select
            {...props}
            className={formStyles.control}
            value={form.about}
            onChange={(event) => form.change.about(event.target.value)}
          >
            <option value={NO_PLANT}>Not about a particular plant</option>
            {plants.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AttachedPhotosField
        id="ask-photos"
        photos={photos}
        hint="help the expert see what you see."
        error={errors.PhotoIds}
      />
      <div className={formStyles.buttons}>
        <Button
          type="submit"
          variant="primary"
          disabled={form.sending || photos.uploading}
          aria-describedby={photos.uploading ? 'ask-waiting' : undefined}
        >
          {form.sending ? 'Sending…' : 'Send'}
        </Button>
        {photos.uploading && (
          <p id="ask-waiting" className={styles.waiting}>
            Send waits until your photos are uploaded.
          </p>
        )}
      </div>
    </form>
  );
}

function SignedInAskExpert() {
  const pid = idFrom(useSearchParams()[0].get('pid'));
  const [sent, setSent] = useState<ExpertQuestion | null>(null);
  const sponsor = useGetExpertSponsorQuery();
  const topics = useGetExpertTopicsQuery();
  if (sent) return <AskExpertSent question={sent} onAskAnother={() => setSent(null)} />;
  if (topics.isLoading || sponsor.isLoading) return <Loading label="Loading the expert’s topics…" />;
  if (!topics.data)
    return <LoadError message={errorText(topics.error)} onRetry={() => void topics.refetch()} />;
  // SPEC §8: a sponsor load that fails is only logged: ours answers then.
  return (
    <QuestionForm expert={expertPersona(sponsor.data)} topics={topics.data} pid={pid} onSent={setSent} />
  );
}

/**
 * Ask the expert (SPEC §1, §2.4 plants/askexpert, §7 AskAnExpert): the named expert (the
 * sponsor's when it offers one, SPEC §6, else ours), a topic, the question with its count, the
 * plant it is about (`?pid=` preselects one) and photos; then where the answer will be.
 */
export function AskExpertForm() {
  const signedIn = useAppSelector(selectUserId) > 0;
  if (!signedIn)
    return (
      <EmptyState title="Sign in to ask the expert">
        <p>Open Thrive Garden from your sign-in link, then ask your question here.</p>
      </EmptyState>
    );
  return <SignedInAskExpert />;
}
