import { and, eq } from 'drizzle-orm';
import {
  STORE_SUBSCRIPTION_TAKEN_MESSAGE,
  type DeviceOS,
  type StoreVerification,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { purchases } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-errors';
import type { StoreVerdict } from './stores/store-verdict';

export interface ReportedPurchase {
  purchaseDate: Date;
  transactionReceipt: string;
  deviceOS: DeviceOS;
}

const subscriptionTaken = () => new HttpError(409, STORE_SUBSCRIPTION_TAKEN_MESSAGE);

interface VerdictToKeep {
  userId: number;
  purchase: ReportedPurchase;
  /** The row already kept for this receipt, if any. */
  keptId: number | undefined;
  verdict: StoreVerdict;
  /** Whether the store was asked at all (else the receipt is not marked as checked). */
  asked: boolean;
  /**
   * A subscription the store names that is another gardener's: refuse the request (a new
   * receipt, 409) or mark this receipt rejected (a stored one, checked again).
   */
  whenTaken: 'refuse' | 'reject';
}

/**
 * Keeps the store's verdict on a receipt and answers what the app is told. One store
 * subscription (store_reference, unique with device_os) is one row of one gardener: a later
 * receipt of the same subscription updates that row; another gardener's replay is refused.
 */
export async function keepVerdict(
  db: Database,
  toKeep: VerdictToKeep,
  now: Date,
): Promise<StoreVerification> {
  try {
    return await db.transaction(async (tx) => {
      const { userId, purchase, keptId, verdict } = toKeep;
      const reported = {
        purchaseDate: purchase.purchaseDate,
        transactionReceipt: purchase.transactionReceipt,
        deviceOs: purchase.deviceOS,
      };
      const save = async (values: Partial<typeof purchases.$inferInsert>, id: number | undefined) => {
        if (id === undefined)
          await tx.insert(purchases).values({ userId, ...reported, ...values, createdAt: now });
        else await tx.update(purchases).set(values).where(eq(purchases.id, id));
      };
      if (verdict.status === 'rejected' || verdict.status === 'unverifiable') {
        const storeStatus = verdict.status === 'rejected' ? 'rejected' : 'unverified';
        await save({ storeStatus, checkedAt: toKeep.asked ? now : null }, keptId);
        return storeStatus;
      }
      const [owner] = await tx
        .select({ id: purchases.id, userId: purchases.userId })
        .from(purchases)
        .where(
          and(
            eq(purchases.deviceOs, purchase.deviceOS),
            eq(purchases.storeReference, verdict.storeReference),
          ),
        );
      if (owner && owner.userId !== userId) {
        if (toKeep.whenTaken === 'refuse') throw subscriptionTaken();
        await save({ storeStatus: 'rejected', checkedAt: now }, keptId);
        return 'rejected';
      }
      const confirmed = {
        storeStatus: verdict.status,
        expiresAt: verdict.expiresAt,
        storeReference: verdict.storeReference,
        checkedAt: now,
        verifiedAt: now,
      };
      if (owner && keptId !== undefined && owner.id !== keptId)
        // The receipt was kept before the store named its subscription, which has a row already.
        await tx.delete(purchases).where(eq(purchases.id, keptId));
      await save(owner ? { ...reported, ...confirmed } : confirmed, owner?.id ?? keptId);
      return verdict.status;
    });
  } catch (error) {
    // Two gardeners reporting one subscription at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw subscriptionTaken();
    throw error;
  }
}
