import type { InvitationPreview, YardMemberRole } from '@thrive/shared/contracts';

export { LINK_PAGE_HOME_TEXT as GO_HOME_TEXT } from '../common/link-page-problem';

export const INVITATION_TITLE = 'Invitation';
export const LOADING_INVITATION = 'Opening your invitation…';
export const ACCEPT_TEXT = 'Accept';
export const ACCEPTING_TEXT = 'Accepting…';
export const NOT_NOW_TEXT = 'Not now';
export const JOIN_TEXT = 'Join and accept';
export const JOINING_TEXT = 'Joining…';
export const EMAIL_LABEL = 'Your email address';
export const NAME_LABEL = 'Your name';
export const NAME_HINT = 'Optional: how the people you garden with see you.';
export const JOIN_HEADING = 'New to Thrive Garden?';
export const JOIN_INTRO = 'Join with your email address, and the yard opens as soon as you have joined.';
export const HAVE_AN_ACCOUNT =
  'Already have an account? Open your sign-in link first, then this invitation again.';
/** An invitation naming an address: the server accepts it only for that address. */
export const FOR_AN_ADDRESS = 'This invitation was sent to one email address: join with that address.';
export const PROBLEM_HEADING = 'This invitation cannot be used';
/** A token that cannot be one: said at once, without asking the server. */
export const INCOMPLETE_LINK_HEADING = 'This invitation link is not complete';

/** "Ann invites you to garden Back Yard with them" / "Ann invites you to see Back Yard". */
export function invitationHeading({ OwnerName, YardName, Role }: InvitationPreview): string {
  return Role === 'gardener'
    ? `${OwnerName} invites you to garden ${YardName} with them`
    : `${OwnerName} invites you to see ${YardName}`;
}

/** What the role lets them do, in one line (the contract's YARD_MEMBER_ROLES). */
export const ROLE_LINES: Record<YardMemberRole, string> = {
  gardener: 'As a gardener you can change its zones, plants, tasks and photos.',
  viewer: 'As a viewer you can see everything in it, but change nothing.',
};

/**
 * "Open until Dec 6, 2026, 3:00 PM", in the device's own zone: the invitation ends at an
 * instant, and the gardener reads it on their own clock.
 */
export function expiryLine(expiresAt: string): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return `Open until ${format.format(new Date(expiresAt))}`;
}
