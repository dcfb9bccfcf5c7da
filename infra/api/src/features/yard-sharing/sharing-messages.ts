import type { YardMemberRole } from '@thrive/shared/contracts';

/** What each role lets a member do, in plain words for the invitation mail. */
export const ROLE_IN_WORDS: Record<YardMemberRole, string> = {
  gardener: 'As a gardener, you can change its zones, plants, tasks and photos together with them.',
  viewer: 'As a viewer, you can see its zones, plants, tasks and photos, but not change them.',
};

/** A day as a gardener reads it in a message: "December 7, 2026" (UTC, as the server keeps time). */
export const dayInWords = (at: Date): string =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const INVITATION_UNKNOWN = 'This invitation does not exist. Ask for a new one.';
export const INVITATION_USED = 'This invitation has already been accepted.';
export const invitationExpired = (expiresAt: Date, ownerName: string) =>
  `This invitation expired on ${dayInWords(expiresAt)}. Ask ${ownerName} for a new one.`;
export const OWN_YARD = 'This is your own yard.';
export const ALREADY_A_MEMBER = 'You already share this yard.';
export const INVITED_ANOTHER_ADDRESS =
  'This invitation was sent to another address. Sign in as that gardener to accept it.';
export const ACCOUNT_EXISTS =
  'You already have an account: open your sign-in link, then this invitation again.';
export const INVITING_YOURSELF = 'This is your own address: invite someone else to share your yard.';
export const alreadyMember = (email: string) =>
  `${email} already shares this yard. Change their role in the list of members instead.`;
export const OWNER_CANNOT_LEAVE =
  'You own this yard, so you cannot leave it: delete it or hand it over to another gardener instead.';
export const noMember = (memberId: number) => `There is no member ${memberId} in this yard.`;
export const noInvitation = (invitationId: number) =>
  `There is no open invitation ${invitationId} for this yard.`;

/** How many invitations an owner may make in any 24 hours: plenty for a household, too few to spam. */
export const INVITATIONS_PER_DAY = 20;
export const INVITATIONS_LIMIT_MESSAGE = `You have made ${INVITATIONS_PER_DAY} invitations in the last 24 hours. Please invite more tomorrow.`;
