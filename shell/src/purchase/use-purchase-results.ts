import { selectUserId, useAppSelector, usePurchaseSubscriptionMutation } from '@thrive/shared';
import { logFailure } from '../logging/log-failure';
import { MOBILE_LOG_MESSAGES, useMobileLog } from '../wrapper/mobile-log';
import { useWrapperMessage } from '../wrapper/wrapper-messages';
import { pageReload } from './page-reload';
import { purchaseUpdateFrom } from './purchase-update';

/**
 * SPEC §4 Purchase results from the wrapper (SubscribeResult): a failure is logged, then the
 * page reloads; a success is logged, then the purchase date is sent when there is one.
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
      if (update) purchaseSubscription(update).unwrap().catch(logFailure('Updating the purchase date'));
    });
  });
}
