import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { purchasePromptResponses, users } from '../../db/schema';
import { findReferralCode } from '../prompts/referral-codes';

export interface PromptResponse {
  lastPurchasePromptDay: number;
  /** Normalised (trimmed, upper-case); '' for none. */
  referralCode: string;
  linkClick: number;
}

/**
 * PUT users/{uid}/LastPromptPurchase: what the gardener did with a purchase prompt. A valid
 * referral code also becomes theirs (identity ReferralCodeId and ReferralCodeToken), so the
 * next "referralcode" action subscribes with its token directly (SPEC §4 Purchase prompt).
 * An unknown code is kept on the record only.
 */
export async function recordPromptResponse(db: Database, userId: number, response: PromptResponse, at: Date) {
  const code = response.referralCode ? await findReferralCode(db, response.referralCode) : undefined;
  await db.transaction(async (tx) => {
    await tx.insert(purchasePromptResponses).values({ userId, ...response, at });
    if (code)
      await tx
        .update(users)
        .set({ referralCodeId: code.Id, referralCodeToken: code.Token })
        .where(eq(users.id, userId));
  });
}
