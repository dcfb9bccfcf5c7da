import { normalizeReferralCode, REFERRAL_CODE_INVALID_MESSAGE } from '../contracts/prompts';
import { isValidReferralAnswer, referralCodeInputSchema } from './referral-code';

describe('Referral code (SPEC §5)', () => {
  test('the code is trimmed and upper-cased before checking', () => {
    expect(normalizeReferralCode('  garden10 ')).toBe('GARDEN10');
    expect(referralCodeInputSchema.parse(' garden10')).toBe('GARDEN10');
  });

  test('empty or blank is invalid', () => {
    expect(referralCodeInputSchema.safeParse('').success).toBe(false);
    expect(referralCodeInputSchema.safeParse('x').success).toBe(true);
    expect(referralCodeInputSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      REFERRAL_CODE_INVALID_MESSAGE,
    );
  });

  test('it is valid only if the response has an Id', () => {
    expect(isValidReferralAnswer({ Id: 12, Code: 'GARDEN10', SponsorId: 3, Token: 'abc' })).toBe(true);
    expect(isValidReferralAnswer({ Id: 0, Code: 'GARDEN10', SponsorId: 3, Token: 'abc' })).toBe(false);
    expect(isValidReferralAnswer({ Id: 0 })).toBe(false);
    expect(isValidReferralAnswer({})).toBe(false);
    expect(isValidReferralAnswer(null)).toBe(false);
    expect(isValidReferralAnswer('GARDEN10')).toBe(false);
  });

  test('invalid shows the SPEC text verbatim', () => {
    expect(REFERRAL_CODE_INVALID_MESSAGE).toBe(
      'The code you entered is invalid. Please enter a valid code or click Skip to continue without entering a code.',
    );
  });
});
