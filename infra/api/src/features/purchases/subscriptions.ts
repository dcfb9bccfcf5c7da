import { and, eq, gt } from 'drizzle-orm';
import type { StoreVerification } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { purchases } from '../../db/schema';
import { purchasesOf, purchaseWithReceipt } from './kept-purchases';
import { keepVerdict, type ReportedPurchase } from './store-verdicts';
import type { StoreVerdict, StoreVerifier } from './stores/store-verdict';
import { grantsSubscription, storeCheckDue, verificationAt } from './subscription-rules';

/** At most this many receipts are re-checked with the stores per CheckPayment. */
const MAX_STORE_CHECKS_PER_CALL = 3;

export interface SubscriptionDependencies {
  db: Database;
  stores: StoreVerifier;
  /** Hears why a store gave no verdict (logged by the caller). */
  onUnverifiable?: (reason: string) => void;
}

async function askStore(
  { stores, onUnverifiable }: SubscriptionDependencies,
  receipt: string,
  purchase: Pick<ReportedPurchase, 'deviceOS'>,
): Promise<StoreVerdict> {
  const verdict = await stores.verifyReceipt(receipt, purchase.deviceOS);
  if (verdict.status === 'unverifiable' && stores.configuredFor(purchase.deviceOS))
    onUnverifiable?.(verdict.reason);
  return verdict;
}

/**
 * PUT users/{uid}/PurchaseSubscription: keeps the receipt with the store's verdict and answers
 * it. The wrapper may report one purchase more than once: a receipt already kept is answered
 * from what is kept, the store asked again only when that is due (subscription-rules).
 */
export async function recordPurchase(
  deps: SubscriptionDependencies,
  userId: number,
  purchase: ReportedPurchase,
  now: Date,
): Promise<StoreVerification> {
  const kept = await purchaseWithReceipt(deps.db, userId, purchase.transactionReceipt);
  const asked = deps.stores.configuredFor(purchase.deviceOS);
  if (kept && !(asked && kept.storeStatus === 'unverified' && storeCheckDue(kept, now)))
    return verificationAt(kept, now);
  const verdict = await askStore(deps, purchase.transactionReceipt, purchase);
  return keepVerdict(
    deps.db,
    { userId, purchase, keptId: kept?.id, verdict, asked, whenTaken: 'refuse' },
    now,
  );
}

export interface PaymentState {
  Subscribed: boolean;
  PurchaseDate: string | null;
  Verification?: StoreVerification;
}

/**
 * GET users/{uid}/CheckPayment: subscribed while a purchase the store confirmed runs. Receipts
 * whose store answer may have changed (a passed expiry: renewed?) are asked about first.
 */
export async function checkPayment(
  deps: SubscriptionDependencies,
  userId: number,
  now: Date,
): Promise<PaymentState> {
  let kept = await purchasesOf(deps.db, userId);
  const due = kept
    .filter((purchase) => deps.stores.configuredFor(purchase.deviceOS) && storeCheckDue(purchase, now))
    .slice(0, MAX_STORE_CHECKS_PER_CALL);
  for (const purchase of due) {
    const verdict = await askStore(deps, purchase.transactionReceipt, purchase);
    const toKeep = {
      userId,
      purchase,
      keptId: purchase.id,
      verdict,
      asked: true,
      whenTaken: 'reject' as const,
    };
    await keepVerdict(deps.db, toKeep, now);
  }
  if (due.length) kept = await purchasesOf(deps.db, userId);
  const granting = kept
    .filter((purchase) => grantsSubscription(purchase, now))
    .sort((a, b) => b.purchaseDate.getTime() - a.purchaseDate.getTime());
  const latest = kept[0];
  return {
    Subscribed: granting.length > 0,
    PurchaseDate: granting[0]?.purchaseDate.toISOString() ?? null,
    ...(granting.length
      ? { Verification: 'active' as const }
      : latest
        ? { Verification: verificationAt(latest, now) }
        : {}),
  };
}

/** Whether a purchase the store confirmed runs now, from what is kept (the store is not asked). */
export async function isSubscribed(db: Database, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(eq(purchases.userId, userId), eq(purchases.storeStatus, 'active'), gt(purchases.expiresAt, now)),
    )
    .limit(1);
  return row !== undefined;
}
