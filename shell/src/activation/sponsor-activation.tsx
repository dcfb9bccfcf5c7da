import { Loading } from '@thrive/shared';
import { LaunchPadLink } from '../common/launch-pad-link';
import { Notice } from '../common/notice';
import { useAddressParams } from '../common/address-params';
import { activationLocation } from './activation-link';
import { SponsorBanner } from '../core/sponsor-banner';
import { useAdvertiser } from './use-advertiser';
import { useSponsorActivation } from './use-sponsor-activation';

const LINKING_TEXT = 'Linking your garden centre...';
export const LINKED_HEADING = 'Thank you — your garden centre is now linked';
export const linkedDetail = (name: string) => `You are now linked with ${name}.`;
export const GO_TO_LAUNCH_PAD = 'Go to the Launch Pad';
export const UNKNOWN_SPONSOR_HEADING = 'We could not find this garden centre';
const UNKNOWN_SPONSOR_DETAIL =
  'The garden centre in this link is not taking part any more, or the link was mistyped. Ask your garden centre for a new link.';
export const ACTIVATION_FAILED_HEADING = 'We could not link your garden centre just now';
const ACTIVATION_FAILED_DETAIL = 'Please open this link again in a little while.';

/**
 * A signed-in gardener's activation by link: records it once and confirms with the sponsor's
 * name and banner (its advertiser answer), linked to its site. Unlike the automatic
 * activation, whose failures are only logged (SPEC §8), the gardener asked for this one, so a
 * failure says so rather than thanking them for nothing.
 */
export function SponsorActivation({ sponsorId }: { sponsorId: number }) {
  const location = activationLocation(useAddressParams());
  const outcome = useSponsorActivation({ SponsorId: sponsorId, ...location });
  // Asked once linked: an unknown sponsor has no banner to show.
  const advertiser = useAdvertiser(sponsorId, outcome === 'linked');
  const name = advertiser?.Value.trim() || null;
  if (outcome === 'sending') return <Loading label={LINKING_TEXT} />;
  if (outcome === 'unknown-sponsor') {
    return (
      <Notice heading={UNKNOWN_SPONSOR_HEADING}>
        <p>{UNKNOWN_SPONSOR_DETAIL}</p>
        <LaunchPadLink label={GO_TO_LAUNCH_PAD} />
      </Notice>
    );
  }
  if (outcome === 'failed') {
    return (
      <Notice heading={ACTIVATION_FAILED_HEADING}>
        <p>{ACTIVATION_FAILED_DETAIL}</p>
        <LaunchPadLink label={GO_TO_LAUNCH_PAD} />
      </Notice>
    );
  }
  return (
    <Notice heading={LINKED_HEADING}>
      {name && <p>{linkedDetail(name)}</p>}
      {advertiser?.Name && <SponsorBanner sponsor={advertiser} where="activation" />}
      <LaunchPadLink label={GO_TO_LAUNCH_PAD} />
    </Notice>
  );
}
