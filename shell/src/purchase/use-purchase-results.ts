import { selectUserId, useAppSelector, usePurchaseSubscriptionMutation } from '@thrive/shared';
import { logFailure } from '../common/log-failure';
import { notify } from '../toasts/notify';
import { MOBILE_LOG_MESSAGES, useMobileLog } from '../common/mobile-log';
import { useWrapperMessage } from '../common/wrapper-messages';
import { pageReload } from './page-reload';
import { purchaseUpdateFrom } from './purchase-update';
import { verificationToast } from './purchase-verification';

/**
 * SPEC §4 Purchase results from the wrapper (SubscribeResult): a failure is logged, then the
 * page reloads; a success is logged, then the purchase date is sent when there is one, and
 * the gardener is told what the store said of it. A failed send is only logged (SPEC §8).
 */
export function usePurchaseResults(): void {
  const userId = useAppSelector(selectUserId);
  const log = useMobileLog();
  const [purchaseSubscription] = usePurchaseSubscriptionMutation();

  useWrapperMessage(['SubscribeResult'], (message) => {
    const { success, result, deviceOS } = message;
    const data = { success, result, deviceOS };
    if (!success) {
      void log(MOBILE_LOG_MESSAGES.purchaseFailed, data).then(() => pageReload.reload());
      return;
    }
    void log(MOBILE_LOG_MESSAGES.purchaseDateUpdate, data).then(() => {
      const update = purchaseUpdateFrom(message, userId);
      if (!update) return;
      purchaseSubscription(update)
        .unwrap()
        .then(({ Verification }) => {
          const toast = verificationToast(Verification);
          if (toast) notify(toast);
        })
        .catch(logFailure('Updating the purchase date'));
    });
  });
}
