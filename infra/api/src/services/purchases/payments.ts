import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { receiptPurchaseDate, type DeviceOS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { purchases } from '../../db/schema';

/**
 * The embedded payments provider (DESIGN §4: "records receipts, sandbox verification"). It
 * does not ask the App Store or Google Play: a receipt counts as verified when it parses as
 * the receipt SPEC §3 describes for its device OS. A real adapter would verify with the store.
 */
export function sandboxVerifies(receipt: string, deviceOS: DeviceOS): boolean {
  return receiptPurchaseDate(receipt, deviceOS) !== null;
}

export interface NewPurchase {
  purchaseDate: Date;
  transactionReceipt: string;
  deviceOS: DeviceOS;
}

/**
 * PUT users/{uid}/PurchaseSubscription: keeps the receipt, verified by the sandbox provider.
 * The wrapper may report one purchase more than once: the same receipt is kept once.
 */
export async function recordPurchase(db: Database, userId: number, purchase: NewPurchase, now: Date) {
  const verified = sandboxVerifies(purchase.transactionReceipt, purchase.deviceOS);
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(eq(purchases.userId, userId), eq(purchases.transactionReceipt, purchase.transactionReceipt)),
      );
    if (known) return;
    await tx.insert(purchases).values({
      userId,
      purchaseDate: purchase.purchaseDate,
      transactionReceipt: purchase.transactionReceipt,
      deviceOs: purchase.deviceOS,
      verifiedAt: verified ? now : null,
      createdAt: now,
    });
  });
}

/** The gardener's latest verified purchase date, or null when there is none. */
export async function latestVerifiedPurchase(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ purchaseDate: purchases.purchaseDate })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNotNull(purchases.verifiedAt)))
    .orderBy(desc(purchases.purchaseDate))
    .limit(1);
  return row?.purchaseDate ?? null;
}

export const hasVerifiedPurchase = async (db: Database, userId: number) =>
  (await latestVerifiedPurchase(db, userId)) !== null;
