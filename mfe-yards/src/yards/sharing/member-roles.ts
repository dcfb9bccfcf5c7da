import { INVITATION_DAYS, type YardMemberRole, type YardRole } from '@thrive/shared/contracts';

/** A role as the sharing panel names it. */
export const ROLE_NAMES: Record<YardRole, string> = {
  owner: 'Owner',
  gardener: 'Gardener',
  viewer: 'Viewer',
};

/** One line each: what a member of that role may do (the contract's rule, in the gardener's words). */
export const ROLE_HINTS: Record<YardMemberRole, string> = {
  gardener: 'Can change the zones, plants, tasks and photos of this yard.',
  viewer: 'Sees everything in this yard and changes nothing.',
};

/** Said with every new link: it holds the invitation's secret, shown this once. */
export const LINK_TERMS = `The link works once, for ${INVITATION_DAYS} days.`;

/** An invitation's expiry as a day in the reader's calendar ("Dec 6, 2026"). */
export const expiryDay = (expiresAt: string): string =>
  new Date(expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
