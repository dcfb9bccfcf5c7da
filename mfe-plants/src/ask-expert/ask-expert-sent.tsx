import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, formStyles, useCarriedLink } from '@thrive/shared';
import type { ExpertQuestion } from '@thrive/shared/contracts';
import styles from './ask-expert.module.css';

/**
 * The question went: to whom, what was asked, and where the answer will be (help/questions).
 * Focus moves to the heading, so a screen reader says so at once.
 */
export function AskExpertSent({
  question,
  onAskAnother,
}: {
  question: ExpertQuestion;
  onAskAnother: () => void;
}) {
  const carried = useCarriedLink();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent}>
      <h4 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        Your question was sent to {question.ExpertName}
      </h4>
      <blockquote className={styles.quote}>{question.Question}</blockquote>
      <p>The answer will appear with your questions, marked new, and we will email it to you too.</p>
      <div className={formStyles.buttons}>
        <Link to={carried('/help/questions')} className={styles.buttonLink}>
          See my questions
        </Link>
        <Button onClick={onAskAnother}>Ask another question</Button>
      </div>
    </div>
  );
}
