import { useLocation } from 'react-router-dom';
import { PageFrame, selectIdentity, useAppSelector } from '@thrive/shared';
import { LaunchPadLink } from '../common/launch-pad-link';
import { Notice } from '../common/notice';
import { sponsorIdOf } from './activation-link';
import { GO_TO_LAUNCH_PAD, SponsorActivation } from './sponsor-activation';

const ACTIVATION_TITLE = 'Activation';
export const INVALID_LINK_HEADING = 'This activation link is not complete';
const INVALID_LINK_DETAIL =
  'The link does not say which garden centre to link. Check that you opened the whole link, or ask your garden centre for a new one.';
export const SIGNED_OUT_HEADING = 'Please open your sign-in link first';
const SIGNED_OUT_DETAIL =
  'To link a garden centre to your garden, first open the sign-in link from your welcome email or the Thrive Garden mobile app, then open this activation link again.';

/**
 * `#/activation?sponsor={id}` (issue 14): links the gardener to a sponsor (garden centre).
 * A broken link is said first: signing in would not mend it.
 */
export function ActivationPage() {
  const { search } = useLocation();
  const identity = useAppSelector(selectIdentity);
  const sponsorId = sponsorIdOf(search);
  return (
    <PageFrame title={ACTIVATION_TITLE}>
      {sponsorId === null ? (
        <Notice heading={INVALID_LINK_HEADING}>
          <p>{INVALID_LINK_DETAIL}</p>
          <LaunchPadLink label={GO_TO_LAUNCH_PAD} />
        </Notice>
      ) : !identity ? (
        <Notice heading={SIGNED_OUT_HEADING}>
          <p>{SIGNED_OUT_DETAIL}</p>
          <LaunchPadLink label={GO_TO_LAUNCH_PAD} />
        </Notice>
      ) : (
        // Keyed: another gardener or another sponsor is another activation.
        <SponsorActivation key={`${identity.Id}:${sponsorId}`} sponsorId={sponsorId} />
      )}
    </PageFrame>
  );
}
