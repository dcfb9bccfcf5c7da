import { EXIT_ON_CANCEL_DAY, type Identity, type PurchasePrompt } from '@thrive/shared';

/** The answers to the subscription popup and the referral popup (SPEC §4 Purchase prompt). */
const SUBSCRIBE_ACTION_PREFIX = 'subscribe_';
export type PurchaseAction =
  'referralcode' | 'skip' | 'cancel' | `${typeof SUBSCRIBE_ACTION_PREFIX}${string}`;

export const subscribeAction = (token: string): PurchaseAction => `${SUBSCRIBE_ACTION_PREFIX}${token}`;

/** What an action comes to: ask for a referral code, subscribe (token '' for none) or cancel. */
export type PurchaseStep =
  { step: 'referral' } | { step: 'subscribe'; token: string } | { step: 'cancel'; exit: boolean };

/**
 * SPEC §4 Purchase prompt actions:
 * - "referralcode": without ShowReferralPrompt it is a skip; with the gardener's own
 *   ReferralCodeId and ReferralCodeToken it subscribes with that token; else the referral popup.
 * - "subscribe_{token}": subscribes with the token.
 * - "skip": subscribes without a code.
 * - "cancel": ends the prompt; a prompt whose Day is -1 also exits the app.
 */
export function purchaseStepFor(
  action: PurchaseAction,
  identity: Pick<Identity, 'ShowReferralPrompt' | 'ReferralCodeId' | 'ReferralCodeToken'> | null,
  prompt: Pick<PurchasePrompt, 'Day'>,
): PurchaseStep {
  if (action === 'cancel') return { step: 'cancel', exit: prompt.Day === EXIT_ON_CANCEL_DAY };
  if (action === 'skip') return { step: 'subscribe', token: '' };
  if (action === 'referralcode') {
    if (!identity?.ShowReferralPrompt) return { step: 'subscribe', token: '' };
    if (identity.ReferralCodeId > 0 && identity.ReferralCodeToken !== '')
      return { step: 'subscribe', token: identity.ReferralCodeToken };
    return { step: 'referral' };
  }
  return { step: 'subscribe', token: action.slice(SUBSCRIBE_ACTION_PREFIX.length) };
}
