import { z } from 'zod';
import { unverifiable, type StoreVerdict } from './store-verdict';

/** The parts of purchases.subscriptionsv2.get's SubscriptionPurchaseV2 a verdict reads. */
const subscriptionPurchaseV2 = z
  .object({
    subscriptionState: z.string(),
    lineItems: z.array(z.object({ expiryTime: z.string().optional() }).loose()).default([]),
    canceledStateContext: z
      .object({ developerInitiatedCancellation: z.object({}).loose().optional() })
      .loose()
      .optional(),
  })
  .loose();

/** States in which the gardener keeps access until the line items' expiry. */
const ENTITLED = new Set([
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
  // Cancelled: it does not renew, but what was paid for runs to its expiry.
  'SUBSCRIPTION_STATE_CANCELED',
]);
/** States without access now; Google may still recover them (account hold ends, pause ends). */
const NOT_ENTITLED = new Set([
  'SUBSCRIPTION_STATE_EXPIRED',
  'SUBSCRIPTION_STATE_ON_HOLD',
  'SUBSCRIPTION_STATE_PAUSED',
  'SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED',
]);

/** The latest expiry of the purchase's line items (a purchase may hold several products). */
function latestExpiry(items: { expiryTime?: string }[]): Date | null {
  const times = items
    .map((item) => (item.expiryTime ? Date.parse(item.expiryTime) : NaN))
    .filter((time) => Number.isFinite(time));
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * Google Play's answer for a purchase token as a verdict. A revoked subscription (refunded and
 * ended by the developer: subscriptionsv2.revoke or the Play Console's refund with removal of
 * access) reads as expired with a developer-initiated cancellation: that is 'refunded'.
 */
export function googlePlayVerdict(body: unknown, purchaseToken: string): StoreVerdict {
  const answer = subscriptionPurchaseV2.safeParse(body).data;
  if (!answer) return unverifiable('Google Play answered something that is not a subscription purchase');
  const state = answer.subscriptionState;
  const expiresAt = latestExpiry(answer.lineItems);
  if (ENTITLED.has(state)) return { status: 'active', expiresAt, storeReference: purchaseToken };
  if (state === 'SUBSCRIPTION_STATE_EXPIRED' && answer.canceledStateContext?.developerInitiatedCancellation)
    return { status: 'refunded', expiresAt, storeReference: purchaseToken };
  if (NOT_ENTITLED.has(state)) return { status: 'expired', expiresAt, storeReference: purchaseToken };
  // Pending (awaiting payment) or a state newer than this code: ask again later.
  return unverifiable(`Google Play says the subscription is ${state}`);
}
