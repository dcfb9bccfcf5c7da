import { LaunchPadLink } from '../common/launch-pad-link';
import { Notice } from '../common/notice';
import { GO_HOME_TEXT, PROBLEM_HEADING } from './unsubscribe-texts';

/**
 * What the server said against the link (unknown, incomplete: its own message says which) and
 * the way home. The heading takes the focus, so a screen reader reads the refusal first.
 */
export function UnsubscribeProblem({
  heading = PROBLEM_HEADING,
  message,
}: {
  heading?: string;
  message: string;
}) {
  return (
    <div role="alert">
      <Notice heading={heading} focusHeading>
        <p>{message}</p>
        <LaunchPadLink label={GO_HOME_TEXT} />
      </Notice>
    </div>
  );
}
