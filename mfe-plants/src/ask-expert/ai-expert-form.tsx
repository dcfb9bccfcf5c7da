import { Button, FormField, formStyles } from '@thrive/shared';
import {
  AI_QUESTION_MAX_LENGTH,
  askAiExpertInputSchema,
  type AskAiExpertInput,
} from '@thrive/shared/contracts';
import { ReferenceSelect, useContractForm } from '@thrive/shared/forms';
import { useAboutChoices } from './use-about-choices';
import styles from './ai-expert.module.css';

export const ASK_LABEL = 'Ask';
/** Not 'Your question': the expert's form on the same page has one too (SPEC §2.4 askexpert). */
export const QUESTION_LABEL = 'Your question for the AI expert';
export const PLANT_LABEL = 'About a plant (optional)';
export const ZONE_LABEL = 'In a zone (optional)';

/** What the gardener typed: the question, and the plant and zone it is about (0: none). */
type AiQuestionFields = Required<AskAiExpertInput>;

interface AiExpertFormProps {
  busy: boolean;
  onAsk: (input: AskAiExpertInput) => void;
}

/** The question, what it is about, and Ask. */
export function AiExpertForm({ busy, onAsk }: AiExpertFormProps) {
  const about = useAboutChoices();
  const form = useContractForm<AiQuestionFields, AskAiExpertInput>({
    schema: askAiExpertInputSchema,
    defaultValues: { Question: '', PlantId: 0, ZoneId: 0 },
  });
  // The answer comes in the panel below; the question stays, to ask it again or change it.
  const ask = form.submitWith(async (input) => onAsk(input));

  return (
    <form
      className={formStyles.form}
      aria-label="Question for the AI expert"
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        // Ask is only aria-disabled while the answer is written: Enter or a click does nothing.
        if (busy) event.preventDefault();
        else void ask(event);
      }}
    >
      {/* Not TextAreaField: that sets the box's class, and this box is taller. */}
      <FormField
        id="ai-expert-question"
        label={QUESTION_LABEL}
        hint="For example: why is my lavender doing badly? When is my last frost?"
        required
        error={form.errorOf('Question')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.control} ${styles.question}`}
            rows={3}
            maxLength={AI_QUESTION_MAX_LENGTH}
            {...form.register('Question')}
          />
        )}
      </FormField>
      {/* "None" is always there, so either list can be empty. */}
      <div className={styles.about}>
        <ReferenceSelect
          form={form}
          name="PlantId"
          id="ai-expert-plant"
          label={PLANT_LABEL}
          items={about.plants}
          placeholder={
            about.loading
              ? 'Loading…'
              : about.plants.length > 0
                ? 'No plant chosen'
                : 'No plants in your zones yet'
          }
          disabled={about.loading}
        />
        <ReferenceSelect
          form={form}
          name="ZoneId"
          id="ai-expert-zone"
          label={ZONE_LABEL}
          items={about.zones}
          placeholder={
            about.loading ? 'Loading…' : about.zones.length > 0 ? 'No zone chosen' : 'No zones yet'
          }
          disabled={about.loading}
        />
      </div>
      {about.error && (
        <p className={styles.note}>
          Your plants and zones could not be loaded ({about.error}). You can still ask, naming the plant in
          your question.
        </p>
      )}
      <div className={formStyles.buttons}>
        {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus. */}
        <Button type="submit" variant="primary" aria-disabled={busy}>
          {busy ? 'Asking…' : ASK_LABEL}
        </Button>
      </div>
    </form>
  );
}
