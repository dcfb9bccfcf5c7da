import type { Yard } from '@thrive/shared/contracts';

/**
 * Who chose a yard's settings (its zone, its weather station), in the reader's words: "you"
 * for the owner, the owner's name for a member of a shared yard, who chose neither.
 */
export const chooserOf = (yard: Pick<Yard, 'Sharing'>): string => yard.Sharing?.OwnerName ?? 'you';

/** Whose ZIP code a zone came from, in the reader's words. */
export const zipCodeOf = (yard: Pick<Yard, 'Sharing'>): string =>
  yard.Sharing ? 'the yard’s ZIP code' : 'your ZIP code';
