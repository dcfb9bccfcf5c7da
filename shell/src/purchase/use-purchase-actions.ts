import { useCallback } from 'react';
import {
  postToWrapper,
  selectIdentity,
  selectUserId,
  useAppSelector,
  useRecordLinkClickMutation,
  useRecordPromptPurchaseMutation,
  type LinkKind,
  type PurchasePrompt,
} from '@thrive/shared';
import { logFailure } from '../common/log-failure';
import { purchaseStepFor, type PurchaseAction } from './purchase-steps';

export interface PurchaseChoice {
  action: PurchaseAction;
  /** The link the gardener tapped (SPEC §4 link kinds 5-8), recorded as a link click and on the answer. */
  linkKind: LinkKind;
  /** The referral code behind a subscribe_{token} action; '' otherwise. */
  referralCode?: string;
}

/**
 * Carries out a purchase answer: records the tap (LinkClick) and the answer to the prompt
 * (LastPromptPurchase: its Day, the referral code, the link kind), then posts `subscribe|{token}`
 * or, for a cancelled Day -1 prompt, `exit`. Returns 'referral' when the referral popup must
 * open, else 'done' at once; the calls run on, and their failures are only logged (SPEC §8).
 */
export function usePurchaseActions(
  prompt: PurchasePrompt | null,
): (choice: PurchaseChoice) => 'referral' | 'done' {
  const identity = useAppSelector(selectIdentity);
  const userId = useAppSelector(selectUserId);
  const [recordLinkClick] = useRecordLinkClickMutation();
  const [recordPromptPurchase] = useRecordPromptPurchaseMutation();

  return useCallback(
    ({ action, linkKind, referralCode = '' }) => {
      if (!prompt) return 'done';
      recordLinkClick({ userId, linkKind }).unwrap().catch(logFailure('Recording the link click'));
      const step = purchaseStepFor(action, identity, prompt);
      if (step.step === 'referral') return 'referral';

      const answer = recordPromptPurchase({
        LastPurchasePromptDay: prompt.Day,
        ReferralCode: referralCode,
        LinkClick: linkKind,
      })
        .unwrap()
        .catch(logFailure('Recording the purchase prompt answer'));
      // SPEC §4: the answer is recorded, then the wrapper is asked.
      void answer.then(() => {
        if (step.step === 'subscribe') postToWrapper({ command: 'subscribe', value: step.token });
        else if (step.exit) postToWrapper({ command: 'exit' });
      });
      return 'done';
    },
    [identity, prompt, recordLinkClick, recordPromptPurchase, userId],
  );
}
