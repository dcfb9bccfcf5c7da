import { z } from 'zod';

/**
 * What a store is asked about, read from the receipt the wrapper sent (SPEC §3). These ids are
 * only the question: the answer, and the subscription's id kept for it, come from the store.
 */
const androidReceipt = z.object({
  purchaseToken: z.string().trim().min(1).max(4096),
  packageName: z.string().optional(),
});
const transactionId = z.union([z.string().trim(), z.number().int().nonnegative().transform(String)]);
const iosReceipt = z.object({
  latest_receipt_info: z
    .array(
      z
        .object({
          original_transaction_id: transactionId.optional(),
          transaction_id: transactionId.optional(),
        })
        .loose(),
    )
    .min(1),
});

/** Apple's transaction ids are decimal digits; anything else is not worth asking about. */
const APPLE_TRANSACTION_ID = /^\d{1,32}$/;

function json(receipt: string): unknown {
  try {
    return JSON.parse(receipt);
  } catch {
    return null;
  }
}

/** The Play purchase token (and the app it names, when it names one), or null. */
export function androidPurchaseOf(receipt: string): { purchaseToken: string; packageName?: string } | null {
  return androidReceipt.safeParse(json(receipt)).data ?? null;
}

/** The App Store transaction to ask about: the latest entry's original transaction, or null. */
export function appleTransactionIdOf(receipt: string): string | null {
  const latest = iosReceipt.safeParse(json(receipt)).data?.latest_receipt_info.at(-1);
  const id = latest?.original_transaction_id || latest?.transaction_id;
  return id && APPLE_TRANSACTION_ID.test(id) ? id : null;
}
