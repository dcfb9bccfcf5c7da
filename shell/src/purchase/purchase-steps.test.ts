import { testIdentity } from '@thrive/shared/testing';
import { purchaseStepFor, subscribeAction } from './purchase-steps';

const PROMPT = { Day: 7 };

describe('purchase prompt actions (SPEC §4 Purchase prompt)', () => {
  test('"referralcode" without ShowReferralPrompt is treated as a skip', () => {
    expect(purchaseStepFor('referralcode', testIdentity({ ShowReferralPrompt: false }), PROMPT)).toEqual({
      step: 'subscribe',
      token: '',
    });
  });

  test('"referralcode" with ReferralCodeId and ReferralCodeToken subscribes with that token directly', () => {
    const identity = testIdentity({
      ShowReferralPrompt: true,
      ReferralCodeId: 4,
      ReferralCodeToken: 'tok-4',
    });
    expect(purchaseStepFor('referralcode', identity, PROMPT)).toEqual({ step: 'subscribe', token: 'tok-4' });
  });

  test('"referralcode" otherwise opens the referral popup', () => {
    expect(purchaseStepFor('referralcode', testIdentity({ ShowReferralPrompt: true }), PROMPT)).toEqual({
      step: 'referral',
    });
  });

  test('"subscribe_{token}" subscribes with the token', () => {
    expect(purchaseStepFor(subscribeAction('tok_9'), testIdentity(), PROMPT)).toEqual({
      step: 'subscribe',
      token: 'tok_9',
    });
  });

  test('"skip" subscribes without a code', () => {
    expect(purchaseStepFor('skip', testIdentity(), PROMPT)).toEqual({ step: 'subscribe', token: '' });
  });

  test('"cancel" exits the app only when the prompt Day is -1', () => {
    expect(purchaseStepFor('cancel', testIdentity(), PROMPT)).toEqual({ step: 'cancel', exit: false });
    expect(purchaseStepFor('cancel', testIdentity(), { Day: -1 })).toEqual({ step: 'cancel', exit: true });
  });
});
