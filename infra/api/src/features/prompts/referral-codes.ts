import { eq } from 'drizzle-orm';
import type { ReferralCode } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { referralCodes, sponsors } from '../../db/schema';

/**
 * A referral code partners hand out, by its normalised (trimmed, upper-case) text. Only an
 * active code of an active sponsor (or of none) counts; anything else is undefined.
 */
export async function findReferralCode(db: Database, code: string): Promise<ReferralCode | undefined> {
  const [row] = await db
    .select({
      id: referralCodes.id,
      code: referralCodes.code,
      sponsorId: referralCodes.sponsorId,
      token: referralCodes.token,
      active: referralCodes.active,
      sponsorActive: sponsors.active,
    })
    .from(referralCodes)
    .leftJoin(sponsors, eq(sponsors.id, referralCodes.sponsorId))
    .where(eq(referralCodes.code, code));
  if (!row?.active || row.sponsorActive === false) return undefined;
  return { Id: row.id, Code: row.code, SponsorId: row.sponsorId ?? 0, Token: row.token };
}
