/** SPEC §2.6 Referral code prompt, verbatim. */
export const REFERRAL_CODE_QUESTION = 'Do you have a referral code from one of our partners?';
export const REFERRAL_CODE_TITLE = 'Referral Code';
export const REFERRAL_CODE_LABEL = 'Referral code';
export const REFERRAL_CONTINUE_TEXT = 'Continue';
export const REFERRAL_SKIP_TEXT = 'Skip';
