import { useLocation } from 'react-router-dom';
import { PageFrame } from '@thrive/shared';
import { LaunchPadLink } from '../common/launch-pad-link';
import { Notice, noticeStyles } from '../common/notice';
import { isSignedOut, signInProblemOf, type SignInProblem } from './sign-in-problem';

const AUTHENTICATION_TITLE = 'Sign in';
export const BROWSE_WITHOUT_ACCOUNT = 'Browse without an account';
export const NEWEST_LINK_STEP =
  'Open the newest sign-in link from your welcome email or from the Thrive Garden mobile app.';
export const ASK_FOR_LINK_STEP =
  'No newer link, or it still does not work? Ask your garden centre, or whoever set up your account, for a new sign-in link.';

/** What each reason says: a heading, and a line on why it happens. */
export const SIGN_IN_PROBLEM_TEXTS: Record<SignInProblem, { heading: string; detail: string }> = {
  missing: {
    heading: 'Your sign-in link is missing',
    detail: 'The address you opened has no sign-in key in it, so we cannot tell whose garden to show.',
  },
  expired: {
    heading: 'Your sign-in link has expired',
    detail: 'Sign-in links stop working after a while, to keep your garden safe.',
  },
  revoked: {
    heading: 'Your sign-in link was switched off',
    detail: 'This link was replaced by a newer one or switched off, to keep your garden safe.',
  },
  unknown: {
    heading: 'We could not sign you in with this link',
    detail: 'The link may have expired, been replaced by a newer one, or been copied only in part.',
  },
  'signed-out': {
    heading: 'You are signed out',
    detail:
      'This device no longer knows your garden. To sign in again, open the sign-in link from your email.',
  },
  'signed-out-offline': {
    heading: 'You are signed out on this device',
    detail:
      'We could not reach the server, so your sign-in was ended on this device only. It stops working ' +
      'by itself when it expires. To sign in again, open the sign-in link from your email.',
  },
};

/**
 * `#/authentication` (issue 14): where a refused sign-in key leads, and Sign out (issue 30),
 * and reachable directly.
 * Sessions only start from a sign-in link (SPEC §1), so the page says where to find one;
 * browsing the launch pad needs none.
 */
export function AuthenticationPage() {
  const { search } = useLocation();
  const reason = signInProblemOf(search);
  const { heading, detail } = SIGN_IN_PROBLEM_TEXTS[reason];
  return (
    <PageFrame title={AUTHENTICATION_TITLE}>
      {/* After Sign out the menu and its dialog are gone: focus lands on what happened. */}
      <Notice heading={heading} focusHeading={isSignedOut(reason)}>
        <p>{detail}</p>
        <p>What you can do:</p>
        <ul className={noticeStyles.steps}>
          <li>{NEWEST_LINK_STEP}</li>
          <li>{ASK_FOR_LINK_STEP}</li>
        </ul>
        <LaunchPadLink label={BROWSE_WITHOUT_ACCOUNT} />
      </Notice>
    </PageFrame>
  );
}
