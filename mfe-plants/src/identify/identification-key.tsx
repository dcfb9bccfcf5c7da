import { useState, type Ref } from 'react';
import {
  Button,
  countText,
  errorText,
  LoadError,
  Loading,
  useGetIdentificationKeyQuery,
} from '@thrive/shared';
import { IDENTIFICATION_PAGE_SIZE, type IdentificationQuestion } from '@thrive/shared/contracts';
import { ComparePhotoFigure } from './compare-photo';
import { KeyCandidates } from './key-candidates';
import { KeyQuestion } from './key-question';
import { useKeyAnswers } from './use-key-answers';
import styles from './identify.module.css';

export const KEY_HEADING = 'Identify by its features';
const KEY_METHOD = 'Answered by our identification key, over our own plant catalogue: it works offline.';

/** "12 plants match": what screen readers hear as the answers narrow the catalogue. */
function matchCount(total: number): string {
  return `${countText(total, 'plant', 'plants')} ${total === 1 ? 'matches' : 'match'}`;
}

/**
 * The visual key (SPEC §1 identification, offline default of DESIGN §4): questions about what
 * the gardener can see, each option with the plants it would leave; the candidates follow
 * every answer. The question that splits them best opens by itself.
 */
interface Props {
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** The gardener's own photo, shown beside the questions to compare with; null for none. */
  comparePhoto?: File | null | undefined;
  onRemovePhoto?: (() => void) | undefined;
}

export function IdentificationKey({ headingRef, comparePhoto = null, onRemovePhoto }: Props) {
  const key = useKeyAnswers();
  const query = useGetIdentificationKeyQuery({ ...key.asked, i: key.page, c: IDENTIFICATION_PAGE_SIZE });
  const answer = query.data;
  const [open, setOpen] = useState<ReadonlySet<IdentificationQuestion>>(new Set());
  // The suggested question opens when the suggestion changes; the gardener folds the rest.
  const next = answer?.NextQuestion ?? null;
  const [openedFor, setOpenedFor] = useState<IdentificationQuestion | null>(null);
  if (next && next !== openedFor) {
    setOpenedFor(next);
    setOpen((current) => new Set(current).add(next));
  }
  const toggle = (question: IdentificationQuestion, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(question) === isOpen) return current;
      const changed = new Set(current);
      if (isOpen) changed.add(question);
      else changed.delete(question);
      return changed;
    });

  const status = query.isError
    ? 'The key could not be loaded.'
    : answer
      ? `${matchCount(answer.TotalRows)}${key.answeredCount === 0 ? '. Answer a question to narrow them.' : '.'}`
      : 'Loading the key…';

  return (
    <section className={styles.section} aria-labelledby="identify-key-heading">
      <h3 id="identify-key-heading" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {KEY_HEADING}
      </h3>
      <p className={styles.method}>{KEY_METHOD}</p>
      <div className={styles.keyBar}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <Button onClick={key.startOver} disabled={key.answeredCount === 0}>
          Start over
        </Button>
      </div>
      {query.isError && !answer ? (
        <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <Loading label="Loading the questions…" />
      ) : (
        <div className={styles.keyLayout}>
          <div className={styles.questions}>
            {comparePhoto && <ComparePhotoFigure photo={comparePhoto} onRemove={() => onRemovePhoto?.()} />}
            {answer.Questions.map((question) => (
              <KeyQuestion
                key={question.Key}
                question={question}
                answer={key.answers[question.Key] ?? null}
                suggested={question.Key === next}
                open={open.has(question.Key)}
                onToggle={(isOpen) => toggle(question.Key, isOpen)}
                onAnswer={(value) => key.setAnswer(question.Key, value)}
              />
            ))}
          </div>
          <div>
            {query.isError && (
              <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
            )}
            <KeyCandidates
              answer={answer}
              fetching={query.isFetching}
              onPage={key.setPage}
              onStartOver={key.startOver}
            />
          </div>
        </div>
      )}
    </section>
  );
}
