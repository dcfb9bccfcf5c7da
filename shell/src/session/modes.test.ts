import { testIdentity } from '@thrive/shared/testing';
import { isLiteMode, isPartnerMode } from './modes';

describe('partner-branded mode (SPEC §1, §6: our rule, ptl=1 in the address)', () => {
  test('is on when the address carries ptl=1', () => {
    expect(isPartnerMode(testIdentity(), { ptl: '1' })).toBe(true);
    expect(isPartnerMode(null, { ptl: '1', key: 'k' })).toBe(true);
  });

  test('is off without ptl=1, also for a gardener a partner referred', () => {
    expect(isPartnerMode(testIdentity(), {})).toBe(false);
    expect(isPartnerMode(testIdentity({ PartnerTypeId: 1 }), { ptl: '0' })).toBe(false);
  });
});

describe('lite mode (SPEC §1): GotoSearch or partner-branded mode', () => {
  test('applies when GotoSearch is set', () => {
    expect(isLiteMode(testIdentity({ GotoSearch: true }), {})).toBe(true);
  });

  test('applies when the partner-branded mode is active', () => {
    expect(isLiteMode(testIdentity(), { ptl: '1' })).toBe(true);
  });

  test('does not apply to a full user, nor with nobody signed in and no partner link', () => {
    expect(isLiteMode(testIdentity(), {})).toBe(false);
    expect(isLiteMode(null, {})).toBe(false);
  });
});
