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
import { useWatch } from '@thrive/shared/forms';
import { AboutPlantSelect } from './about-plant-select';
import { AskExpertSent } from './ask-expert-sent';
import { ExpertCard } from './expert-card';
import { useAskExpertForm } from './use-ask-expert-form';
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
  const { form, photos, submit } = useAskExpertForm(onSent);
  const question = useWatch({ control: form.control, name: 'Question' });
  const sending = form.formState.isSubmitting;
  return (
    <form
      className={formStyles.form}
      aria-label={`Your question to ${expert.Name}`}
      aria-busy={sending}
      noValidate
      onSubmit={submit}
    >
      <ExpertCard expert={expert} />
      {/* Not ReferenceSelect: "Choose a topic" has always been the empty value. */}
      <FormField id="ask-topic" label="Topic" required error={form.errorOf('TopicId')}>
        {(control) => (
          <select {...control} className={formStyles.control} {...form.register('TopicId')}>
            <option value="">Choose a topic</option>
            {topics.map((topic) => (
              <option key={topic.Id} value={topic.Id}>
                {topic.Name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* Not TextAreaField: that sets the box's class, and this box is taller. */}
      <FormField
        id="ask-question"
        label={questionLabel(expert.Name)}
        required
        hint={`At least ${EXPERT_QUESTION_MIN} characters: ${question.length} of ${EXPERT_QUESTION_MAX} used.`}
        error={form.errorOf('Question')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.question}`}
            rows={6}
            maxLength={EXPERT_QUESTION_MAX}
            {...form.register('Question')}
          />
        )}
      </FormField>
      <AboutPlantSelect
        id="ask-about"
        form={form}
        choices={plants.choices}
        initial={plants.initial}
        loading={plants.loading}
      />
      <AttachedPhotosField
        id="ask-photos"
        photos={photos}
        hint="help the expert see what you see."
        error={form.errorOf('PhotoIds')}
      />
      <div className={formStyles.buttons}>
        {/* Not SubmitButton: it says why it waits for the uploads. */}
        <Button
          type="submit"
          variant="primary"
          disabled={sending || photos.uploading}
          aria-describedby={photos.uploading ? 'ask-waiting' : undefined}
        >
          {sending ? 'Sending…' : 'Send'}
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
