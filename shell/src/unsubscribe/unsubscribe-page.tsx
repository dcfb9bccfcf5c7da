import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, errorText, PageFrame, useUnsubscribeRemindersMutation } from '@thrive/shared';
import { unsubscribeTokenSchema } from '@thrive/shared/contracts';
import { LaunchPadLink } from '../common/launch-pad-link';
import { LinkPageProblem, linkPageStyles } from '../common/link-page-problem';
import { Notice } from '../common/notice';
import {
  CONFIRM_HEADING,
  CONFIRM_TEXT,
  DONE_HEADING,
  GO_HOME_TEXT,
  INCOMPLETE_LINK_HEADING,
  PROBLEM_HEADING,
  TURN_OFF_TEXT,
  TURN_ON_AGAIN_TEXT,
  TURNING_OFF_TEXT,
  UNSUBSCRIBE_TITLE,
} from './unsubscribe-texts';

/**
 * `#/unsubscribe/{token}` (the contract's unsubscribeLink), signed in or out. Nothing is sent
 * on opening: mail scanners open the links of a mail, and must not turn reminders off. The
 * token is after `#`, so it reaches the API only in a body.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const checked = unsubscribeTokenSchema.safeParse(token);
  return (
    <PageFrame title={UNSUBSCRIBE_TITLE}>
      <div className={linkPageStyles.page}>
        {checked.success ? (
          <UnsubscribeConfirm token={checked.data} />
        ) : (
          // A cut-off link is said at once: the server could only refuse it.
          <LinkPageProblem
            heading={INCOMPLETE_LINK_HEADING}
            message={checked.error.issues[0]?.message ?? INCOMPLETE_LINK_HEADING}
          />
        )}
      </div>
    </PageFrame>
  );
}

type Outcome = { done: true; message: string } | { done: false; message: string };

function UnsubscribeConfirm({ token }: { token: string }) {
  const [unsubscribe, { isLoading }] = useUnsubscribeRemindersMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const turnOff = async () => {
    try {
      const answer = await unsubscribe({ Token: token }).unwrap();
      setOutcome({ done: true, message: answer.message });
    } catch (error) {
      setOutcome({ done: false, message: errorText(error) });
    }
  };

  if (outcome && !outcome.done)
    return <LinkPageProblem heading={PROBLEM_HEADING} message={outcome.message} />;
  if (outcome?.done) {
    return (
      <div role="status">
        <Notice heading={DONE_HEADING} focusHeading>
          <p>{outcome.message}</p>
          <p>{TURN_ON_AGAIN_TEXT}</p>
          <LaunchPadLink label={GO_HOME_TEXT} />
        </Notice>
      </div>
    );
  }
  return (
    <Notice heading={CONFIRM_HEADING}>
      <p>{CONFIRM_TEXT}</p>
      <div className={linkPageStyles.actions}>
        <Button variant="primary" grow disabled={isLoading} onClick={() => void turnOff()}>
          {isLoading ? TURNING_OFF_TEXT : TURN_OFF_TEXT}
        </Button>
      </div>
    </Notice>
  );
}
