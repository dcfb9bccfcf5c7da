import { z } from 'zod';
import {
  normalizeReferralCode,
  REFERRAL_CODE_INVALID_MESSAGE,
  referralCodeSchema,
  type ReferralCode,
} from '../contracts/prompts';

/** The code the gardener typed, as it is looked up: trimmed, upper-cased, not blank. */
export const referralCodeInputSchema = z
  .string({ error: REFERRAL_CODE_INVALID_MESSAGE })
  .transform(normalizeReferralCode)
  .refine((code) => code !== '', REFERRAL_CODE_INVALID_MESSAGE);

/** SPEC §5: "It is valid only if the response has an Id." An Id of 0 is no Id. */
export function isValidReferralAnswer(response: unknown): response is ReferralCode {
  return referralCodeSchema.safeParse(response).success;
}
