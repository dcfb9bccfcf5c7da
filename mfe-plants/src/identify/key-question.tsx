import { useId } from 'react';
import { countText, visuallyHidden } from '@thrive/shared';
import type { IdentificationQuestionState } from '@thrive/shared/contracts';
import { OptionPicture } from './trait-pictures';
import styles from './identify.module.css';

const NOT_SURE = 'Not sure';

interface Props {
  question: IdentificationQuestionState;
  /** The gardener's answer on screen (the server may still be answering an older one). */
  answer: string | null;
  suggested: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  onAnswer: (value: string | null) => void;
}

/**
 * One question of the key, folding away so the list stays short on a phone. Its options
 * say how many plants each would leave; those that would leave none are hidden (unless
 * chosen). "Not sure" takes the answer back.
 */
export function KeyQuestion({ question, answer, suggested, open, onToggle, onAnswer }: Props) {
  const id = useId();
  const chosen = question.Options.find((option) => option.Value === answer);
  const shown = question.Options.filter((option) => option.Count > 0 || option.Value === answer);
  const hidden = question.Options.length - shown.length;
  return (
    <details
      className={styles.question}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-question={question.Key}
    >
      <summary className={styles.summary}>
        <span>{question.Label}</span>
        {chosen ? (
          <span className={styles.chosen}>: {chosen.Label}</span>
        ) : (
          suggested && <span className={styles.suggested}>Suggested next</span>
        )}
      </summary>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend className={visuallyHidden}>{question.Label}</legend>
        <p id={`${id}-hint`} className={styles.hint}>
          {question.Hint}
        </p>
        <div className={styles.options}>
          <label className={styles.option}>
            <input type="radio" name={id} checked={!answer} onChange={() => onAnswer(null)} />
            <span className={styles.optionLabel}>{NOT_SURE}</span>
          </label>
          {shown.map((option) => (
            <label key={option.Value} className={styles.option}>
              <input
                type="radio"
                name={id}
                value={option.Value}
                checked={answer === option.Value}
                onChange={() => onAnswer(option.Value)}
              />
              <OptionPicture question={question.Key} value={option.Value} />
              <span className={styles.optionLabel}>
                {option.Label}{' '}
                <span className={styles.count}>({countText(option.Count, 'plant', 'plants')})</span>
              </span>
            </label>
          ))}
        </div>
        {hidden > 0 && (
          <p className={styles.hint}>
            {countText(hidden, 'choice', 'choices')} {hidden === 1 ? 'leaves' : 'leave'} no plant with your
            other answers, so {hidden === 1 ? 'it is' : 'they are'} not shown.
          </p>
        )}
      </fieldset>
    </details>
  );
}
