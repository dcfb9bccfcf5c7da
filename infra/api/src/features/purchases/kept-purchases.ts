import { and, desc, eq } from 'drizzle-orm';
import {
  deviceOSOf,
  storeVerificationSchema,
  type DeviceOS,
  type StoreVerification,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { purchases } from '../../db/schema';
import type { KeptPurchase } from './subscription-rules';

type PurchaseRow = typeof purchases.$inferSelect;

/** A purchase row with its store status and platform typed (unknown text reads as unverified). */
export interface KeptPurchaseRow extends KeptPurchase {
  id: number;
  purchaseDate: Date;
  transactionReceipt: string;
  deviceOS: DeviceOS;
}

function keptPurchaseOf(row: PurchaseRow): KeptPurchaseRow {
  const storeStatus: StoreVerification =
    storeVerificationSchema.safeParse(row.storeStatus).data ?? 'unverified';
  return {
    id: row.id,
    purchaseDate: row.purchaseDate,
    transactionReceipt: row.transactionReceipt,
    deviceOS: deviceOSOf(row.deviceOs) ?? 'android',
    storeStatus,
    expiresAt: row.expiresAt,
    checkedAt: row.checkedAt,
  };
}

/** The gardener's purchases, the latest reported first. */
export async function purchasesOf(db: Database, userId: number): Promise<KeptPurchaseRow[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map(keptPurchaseOf);
}

/** The gardener's purchase kept for exactly this receipt, if any. */
export async function purchaseWithReceipt(
  db: Database,
  userId: number,
  receipt: string,
): Promise<KeptPurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.transactionReceipt, receipt)));
  return row && keptPurchaseOf(row);
}
