import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, selectIdentity, useAppSelector, useCarriedLink } from '@thrive/shared';
import { AccountPage } from '../common/account-page';
import { useFinishWizard } from './use-finish-wizard';
import { stepIndicatorText, WIZARD_STEPS } from './wizard-steps';
import styles from './help-wizard.module.css';

export const HELP_WIZARD_TITLE = 'Help Wizard';
const HELP_WIZARD_HEADING = 'Welcome to Thrive Garden';

/** SPEC §2.3 tile destinations; My Yard starts with setting one up when there is none yet. */
function useStartLinks() {
  const yardCount = useAppSelector(selectIdentity)?.YardCount ?? 0;
  return [
    { label: 'Set up My Yard', to: yardCount > 0 ? '/yards' : '/yards/setup' },
    { label: 'Find plants', to: '/plants/search' },
    { label: 'See the Thrive Scorecard', to: '/thrive/table/0' },
  ];
}

/** The last step's ways in: following one ends the tour as Finish does, then goes there. */
function StartLinks({ onStart }: { onStart: (to: string) => void }) {
  const carried = useCarriedLink();
  const links = useStartLinks();
  return (
    <ul className={styles.startLinks}>
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link
            to={carried(to)}
            className={styles.startLink}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onStart(to);
            }}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * help/wizard (SPEC §2.2): a short tour of My Yard, zones, the scorecard and search. Finish
 * on the last step, or Skip the tour on any, clears EnableHelpWizard and goes to the launch pad.
 */
export function HelpWizardPage() {
  const [index, setIndex] = useState(0);
  const { leave, leaving } = useFinishWizard();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = WIZARD_STEPS[index]!;
  const last = index === WIZARD_STEPS.length - 1;
  const headingId = `wizard-step-${step.id}`;

  useEffect(() => {
    // The new step's heading takes focus so the keyboard and screen reader start there; not
    // on arrival, where the page keeps the focus the shell gave it.
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  return (
    <AccountPage title={HELP_WIZARD_TITLE} heading={HELP_WIZARD_HEADING}>
      <div className={styles.wizard} aria-busy={leaving}>
        <p className={styles.indicator} role="status">
          {stepIndicatorText(index)}
        </p>
        <ol className={styles.dots} aria-hidden="true">
          {WIZARD_STEPS.map((each, at) => (
            <li key={each.id} className={at === index ? styles.current : undefined} />
          ))}
        </ol>
        <section className={styles.step} aria-labelledby={headingId}>
          <div className={styles.drawing}>
            <step.Drawing />
          </div>
          <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {step.heading}
          </h3>
          {step.paragraphs.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
          {last && <StartLinks onStart={(to) => void leave(to)} />}
        </section>
        <div className={styles.buttons}>
          {index > 0 && (
            <Button grow onClick={() => go(index - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button variant="primary" grow onClick={() => void leave()}>
              Finish
            </Button>
          ) : (
            <Button variant="primary" grow onClick={() => go(index + 1)}>
              Next
            </Button>
          )}
        </div>
        <button type="button" className={styles.skip} onClick={() => void leave()}>
          Skip the tour
        </button>
      </div>
    </AccountPage>
  );
}
