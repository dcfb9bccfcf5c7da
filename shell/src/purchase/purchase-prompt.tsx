import { useEffect, useRef, useState } from 'react';
import {
  LINK_KINDS,
  postToWrapper,
  PURCHASE_SUCCESS_CODE,
  selectCarriedParams,
  selectUserId,
  useAppSelector,
  useLazyGetPurchasePromptQuery,
  type PurchasePrompt as PurchasePromptData,
} from '@thrive/shared';
import { ReferralCodeDialog } from '../dialogs/referral-code/referral-code-dialog';
import { logFailure } from '../common/log-failure';
import { MOBILE_LOG_MESSAGES, useMobileLog } from '../common/mobile-log';
import {
  promptDialogId,
  usePendingPrompt,
  usePromptTurn,
  useSessionPromptsReady,
} from '../common/prompt-queue';
import { useWrapperMessage } from '../common/wrapper-messages';
import { PurchasePopup } from './purchase-popup';
import { subscribeAction } from './purchase-steps';
import { usePurchaseActions, type PurchaseChoice } from './use-purchase-actions';
import { usePurchaseResults } from './use-purchase-results';

type Stage = 'idle' | 'checking' | 'popup' | 'referral' | 'done';

/**
 * SPEC §4 Purchase prompt, once per page load in a mobile-app session (av present, Id above 0):
 * fetch the prompt due; ask the wrapper for the purchase history (checkPurchaseHistory); open
 * the subscription popup only if the check's result is truthy, i.e. the history check failed
 * (checkPurchaseHistoryResult is false on success, true on failure). Also handles every
 * purchase result (usePurchaseResults).
 */
export function PurchasePrompt() {
  usePurchaseResults();
  const { av } = useAppSelector(selectCarriedParams);
  const userId = useAppSelector(selectUserId);
  const log = useMobileLog();
  const [fetchPrompt] = useLazyGetPurchasePromptQuery();
  const [prompt, setPrompt] = useState<PurchasePromptData | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const started = useRef(false);
  const act = usePurchaseActions(prompt);
  const popupOpen = usePromptTurn('purchase', stage === 'popup');
  const referralOpen = usePromptTurn('referral-code', stage === 'referral');
  const mobileSession = av !== undefined && userId > 0;
  const ready = useSessionPromptsReady('purchase', mobileSession && stage === 'idle');
  // Until the prompt and the wrapper's history check are in, a later prompt waits.
  usePendingPrompt('purchase', mobileSession && (stage === 'idle' || stage === 'checking'));

  useEffect(() => {
    if (!mobileSession || !ready || started.current) return;
    started.current = true;
    fetchPrompt()
      .unwrap()
      .then(({ code, data }) => {
        if (code !== PURCHASE_SUCCESS_CODE || !data) return setStage('done');
        setPrompt(data);
        setStage(postToWrapper({ command: 'checkPurchaseHistory' }) ? 'checking' : 'done');
      })
      .catch(logFailure('Fetching the purchase prompt'));
  }, [mobileSession, ready, fetchPrompt]);

  useWrapperMessage(['PaymentHistoryResult'], (message) => {
    const checkPurchaseHistoryResult = !message.success;
    if (checkPurchaseHistoryResult)
      void log(MOBILE_LOG_MESSAGES.historyCheckFailed, { success: message.success, result: message.result });
    // Functional update: a quick wrapper answers before React has re-rendered with 'checking',
    // so the stage this handler closed over may still be 'idle'.
    setStage((current) =>
      current === 'checking' ? (checkPurchaseHistoryResult ? 'popup' : 'done') : current,
    );
  });

  const choose = (choice: PurchaseChoice) => setStage(act(choice));

  return (
    <>
      {prompt && (
        <PurchasePopup
          id={promptDialogId('purchase')}
          prompt={prompt}
          open={popupOpen}
          onSubscribe={() => choose({ action: 'referralcode', linkKind: LINK_KINDS.SubscribeNow })}
          onLater={() => choose({ action: 'cancel', linkKind: LINK_KINDS.NotYet })}
        />
      )}
      <ReferralCodeDialog
        id={promptDialogId('referral-code')}
        open={referralOpen}
        onContinue={({ code, token }) =>
          choose({ action: subscribeAction(token), linkKind: LINK_KINDS.UseReferralCode, referralCode: code })
        }
        onSkip={() => choose({ action: 'skip', linkKind: LINK_KINDS.CancelReferralCode })}
      />
    </>
  );
}
