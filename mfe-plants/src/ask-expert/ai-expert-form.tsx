import { useState, type FormEvent } from 'react';
import { Button, FormField, formStyles } from '@thrive/shared';
import { AI_EXPERT_MESSAGES, AI_QUESTION_MAX_LENGTH, type AskAiExpertInput } from '@thrive/shared/contracts';
import { useAboutChoices, type AboutChoice } from './use-about-choices';
import styles from './ai-expert.module.css';

export const ASK_LABEL = 'Ask';
/** Not 'Your question': the expert's form on the same page has one too (SPEC §2.4 askexpert). */
export const QUESTION_LABEL = 'Your question for the AI expert';
export const PLANT_LABEL = 'About a plant (optional)';
export const ZONE_LABEL = 'In a zone (optional)';

interface AboutSelectProps {
  id: string;
  label: string;
  none: string;
  choices: AboutChoice[];
  loading: boolean;
  value: number;
  onChange: (id: number) => void;
}

/** A plant or zone the question is about; "none" is always there, so the list can be empty. */
function AboutSelect({ id, label, none, choices, loading, value, onChange }: AboutSelectProps) {
  return (
    <FormField id={id} label={label}>
      {(props) => (
        <select
          {...props}
          className={formStyles.control}
          value={value}
          disabled={loading}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={0}>{loading ? 'Loading…' : none}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The message for a question that cannot be asked, or undefined. */
const questionError = (text: string) => (text.trim() ? undefined : AI_EXPERT_MESSAGES.questionRequired);

interface AiExpertFormProps {
  busy: boolean;
  onAsk: (input: AskAiExpertInput) => void;
}

/** The question, what it is about, and Ask. */
export function AiExpertForm({ busy, onAsk }: AiExpertFormProps) {
  const about = useAboutChoices();
  const [question, setQuestion] = useState('');
  const [plantId, setPlantId] = useState(0);
  const [zoneId, setZoneId] = useState(0);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = questionError(question);
    setError(found);
    if (!found) onAsk({ Question: question.trim(), PlantId: plantId, ZoneId: zoneId });
  };
  const changeQuestion = (text: string) => {
    setQuestion(text);
    // Once it shows, the message follows the text: it goes as soon as there is a question.
    if (error) setError(questionError(text));
  };

  return (
    <form
      className={formStyles.form}
      aria-label="Question for the AI expert"
      aria-busy={busy}
      noValidate
      onSubmit={submit}
    >
      <FormField
        id="ai-expert-question"
        label={QUESTION_LABEL}
        hint="For example: why is my lavender doing badly? When is my last frost?"
        required
        error={error}
      >
        {(props) => (
          <textarea
            {...props}
            className={`${formStyles.control} ${styles.question}`}
            rows={3}
            maxLength={AI_QUESTION_MAX_LENGTH}
            value={question}
            onChange={(event) => changeQuestion(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.about}>
        <AboutSelect
          id="ai-expert-plant"
          label={PLANT_LABEL}
          none={about.plants.length > 0 ? 'No plant chosen' : 'No plants in your zones yet'}
          choices={about.plants}
          loading={about.loading}
          value={plantId}
          onChange={setPlantId}
        />
        <AboutSelect
          id="ai-expert-zone"
          label={ZONE_LABEL}
          none={about.zones.length > 0 ? 'No zone chosen' : 'No zones yet'}
          choices={about.zones}
          loading={about.loading}
          value={zoneId}
          onChange={setZoneId}
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
