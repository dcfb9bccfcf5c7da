import type { StoreVerification } from '@thrive/shared/contracts';

/** A kept purchase as the rules read it. */
export interface KeptPurchase {
  storeStatus: StoreVerification;
  expiresAt: Date | null;
  checkedAt: Date | null;
}

const HOUR_MS = 60 * 60 * 1000;
/** A store is asked again about one receipt at most this often once its answer is due. */
export const STORE_RECHECK_MS = HOUR_MS;
/**
 * How long after its end an expired subscription may still come back (Google's account
 * hold, Apple's billing retry: up to 60 days), and is asked about again.
 */
export const STORE_RECOVERY_MS = 60 * 24 * HOUR_MS;

const ended = ({ expiresAt }: KeptPurchase, now: Date) => expiresAt === null || now >= expiresAt;

/** Rule: a purchase subscribes only while the store said active and before the store's expiry. */
export const grantsSubscription = (purchase: KeptPurchase, now: Date): boolean =>
  purchase.storeStatus === 'active' && !ended(purchase, now);

/** What the app is told: an active purchase past the store's expiry has, as far as we know, ended. */
export const verificationAt = (purchase: KeptPurchase, now: Date): StoreVerification =>
  purchase.storeStatus === 'active' && ended(purchase, now) ? 'expired' : purchase.storeStatus;

const askedSince = ({ checkedAt }: KeptPurchase, at: Date) => checkedAt !== null && checkedAt >= at;
const askedRecently = ({ checkedAt }: KeptPurchase, now: Date) =>
  checkedAt !== null && now.getTime() - checkedAt.getTime() < STORE_RECHECK_MS;

/**
 * Rule: the store is asked again only when its answer may have changed, so CheckPayment stays
 * cheap. An active one once its expiry has passed (a renewal moves the expiry), unless asked
 * since then within the hour; an expired one hourly while it may still come back; an
 * unverified one hourly. Refunded and rejected are final.
 */
export function storeCheckDue(purchase: KeptPurchase, now: Date): boolean {
  switch (purchase.storeStatus) {
    case 'active':
      if (!ended(purchase, now)) return false;
      if (purchase.expiresAt && !askedSince(purchase, purchase.expiresAt)) return true;
      return !askedRecently(purchase, now);
    case 'expired':
      return (
        purchase.expiresAt !== null &&
        now.getTime() < purchase.expiresAt.getTime() + STORE_RECOVERY_MS &&
        !askedRecently(purchase, now)
      );
    case 'unverified':
      return !askedRecently(purchase, now);
    default:
      return false;
  }
}
