import { useEffect, useRef } from 'react';
import { countText } from '@thrive/shared';
import type { HealthCause, PlantHealthAnswer } from '@thrive/shared/contracts';
import styles from './health.module.css';

/** Who answered, in words the gardener can weigh. */
export const METHOD_TEXT = {
  embedded: 'Worked out from your answers, your zone and our garden data.',
  provider: 'Assessed from your photo by a plant health service, with our garden data beside it.',
} as const;

const LIKELIHOOD_TEXT = { likely: 'Likely', possible: 'Possible' } as const;

/** "Found 8 possible causes for English Lavender, 2 of them likely." */
export function resultSummary(answer: PlantHealthAnswer): string {
  const count = answer.Causes.length;
  if (count === 0) return `No cause found for ${answer.PlantName}.`;
  const likely = answer.Causes.filter((cause) => cause.Likelihood === 'likely').length;
  // One cause is "it", not "1 of them"; none likely is "none of them".
  if (count === 1)
    return `Found 1 possible cause for ${answer.PlantName}${likely ? ', and it is likely' : ''}.`;
  const causes = countText(count, 'possible cause', 'possible causes');
  return `Found ${causes} for ${answer.PlantName}, ${likely === 0 ? 'none' : likely} of them likely.`;
}

function CauseItem({ cause, index }: { cause: HealthCause; index: number }) {
  const titleId = `health-cause-${index}`;
  return (
    <li className={styles.cause} data-likelihood={cause.Likelihood}>
      <article aria-labelledby={titleId}>
        <h4 id={titleId} className={styles.causeTitle}>
          <span className={styles.badge}>{LIKELIHOOD_TEXT[cause.Likelihood]}</span> {cause.Name}
        </h4>
        <p className={styles.why}>{cause.Why}</p>
        {cause.CareSteps.length > 0 && (
          <>
            <p className={styles.stepsTitle}>What to do</p>
            <ul className={styles.steps}>
              {cause.CareSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </>
        )}
      </article>
    </li>
  );
}

/**
 * The assessment: the causes, likely first, each with why and what to do; the facts it used;
 * and who answered. The heading takes focus when an answer arrives, so a screen reader
 * reads where it begins and a phone scrolls to it.
 */
export function HealthResults({ answer }: { answer: PlantHealthAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  return (
    <section className={styles.results} aria-labelledby="health-results-title">
      <h3 id="health-results-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        What may be wrong with {answer.PlantName}
      </h3>
      <p className={styles.method}>{METHOD_TEXT[answer.Method]}</p>
      {answer.Healthy !== undefined && (
        <p className={styles.method}>
          The service puts the chance that the plant is healthy at {Math.round(answer.Healthy * 100)}%.
        </p>
      )}
      {answer.Causes.length === 0 ? (
        <p>Nothing we know of matches. Keep an eye on it, and check again if it changes.</p>
      ) : (
        <ol className={styles.causes} aria-label="Causes, likely first">
          {answer.Causes.map((cause, index) => (
            <CauseItem key={cause.Key} cause={cause} index={index} />
          ))}
        </ol>
      )}
      <h4 className={styles.factsTitle}>The facts used</h4>
      <ul className={styles.facts} aria-label="The facts used">
        {answer.Facts.map((fact) => (
          <li key={`${fact.Kind}-${fact.Text}`}>{fact.Text}</li>
        ))}
      </ul>
    </section>
  );
}
