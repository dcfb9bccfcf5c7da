import { deviceOSOf, receiptPurchaseDate, type PurchaseSubscriptionRequest } from '@thrive/shared';
import type { WrapperMessageOf } from '../common/wrapper-messages';

/** The store's receipt as the JSON text PurchaseSubscription keeps (SPEC §3 TransactionReceipt). */
const receiptText = (result: unknown): string =>
  typeof result === 'string' ? result : (JSON.stringify(result ?? null) ?? 'null');

/**
 * SPEC §4 "Success true: ... the purchase date is updated by device OS. The date is sent only
 * when the user id is above 0 and a purchase date is present." The date is read from the
 * receipt by device OS (SPEC §3: iOS latest_receipt_info's last purchase_date_ms, Android
 * purchaseTime). Null when there is nothing to send.
 */
export function purchaseUpdateFrom(
  message: WrapperMessageOf<'SubscribeResult'>,
  userId: number,
): PurchaseSubscriptionRequest | null {
  if (userId <= 0 || !message.success) return null;
  const deviceOS = deviceOSOf(message.deviceOS);
  if (!deviceOS) return null;
  const receipt = receiptText(message.result);
  const purchaseDate = receiptPurchaseDate(receipt, deviceOS);
  if (!purchaseDate) return null;
  return {
    UserId: userId,
    PurchaseDate: purchaseDate.toISOString(),
    TransactionReceipt: receipt,
    DeviceOS: deviceOS,
  };
}
