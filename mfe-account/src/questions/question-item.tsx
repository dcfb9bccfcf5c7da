import type { ExpertQuestion } from '@thrive/shared/contracts';
import styles from './questions.module.css';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  return <time dateTime={date.toISOString()}>{WHEN.format(date)}</time>;
}

/** What the question is about: the plant and the zone it grows in, when the gardener said. */
function aboutText({ PlantName, ZoneName }: ExpertQuestion): string {
  if (PlantName && ZoneName) return `${PlantName} in ${ZoneName}`;
  return PlantName || ZoneName;
}

interface QuestionItemProps {
  question: ExpertQuestion;
  open: boolean;
  onToggle: () => void;
}

/**
 * One question: its topic, status (waiting or answered, and "New answer" until the gardener
 * opens it), what was asked with its photos, and the answer behind a button that opens it.
 */
export function QuestionItem({ question, open, onToggle }: QuestionItemProps) {
  const headingId = `question-${question.Id}`;
  const answerId = `question-${question.Id}-answer`;
  const answered = question.Answer !== null;
  const about = aboutText(question);
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHead}>
        <h3 id={headingId} className={styles.topic}>
          {question.TopicName}
        </h3>
        <p className={styles.badges}>
          <span className={answered ? styles.answered : styles.waiting}>
            {answered ? 'Answered' : 'Waiting for an answer'}
          </span>
          {!question.IsRead && <span className={styles.new}>New answer</span>}
        </p>
      </header>
      <p className={styles.meta}>
        Asked <When iso={question.AskedAt} /> to {question.ExpertName}
        {about && <> · about {about}</>}
      </p>
      <blockquote className={styles.question}>{question.Question}</blockquote>
      {question.Photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos with this question">
          {question.Photos.map((photo, index) => (
            <li key={photo.Id}>
              <a href={photo.Url} target="_blank" rel="noreferrer" className={styles.photoLink}>
                <img
                  src={photo.Thumbnail}
                  alt={`Photo ${index + 1}, opens full size`}
                  className={styles.photo}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {answered && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={answerId}
            onClick={onToggle}
          >
            {open ? 'Hide the answer' : 'Read the answer'}
          </button>
          <div id={answerId} hidden={!open} className={styles.answer}>
            <p className={styles.meta}>
              {question.AnsweredBy} answered <When iso={question.AnsweredAt ?? question.AskedAt} />
            </p>
            <p className={styles.answerText}>{question.Answer}</p>
          </div>
        </>
      )}
    </article>
  );
}
