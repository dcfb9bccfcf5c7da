import {
  grantsSubscription,
  STORE_RECHECK_MS,
  STORE_RECOVERY_MS,
  storeCheckDue,
  verificationAt,
  type KeptPurchase,
} from './subscription-rules';

const NOW = new Date('2026-04-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const kept = (
  storeStatus: KeptPurchase['storeStatus'],
  expiresAt: Date | null,
  checkedAt: Date | null,
): KeptPurchase => ({
  storeStatus,
  expiresAt,
  checkedAt,
});

describe('a subscription is granted only while the store said active and before the store’s expiry', () => {
  test('active and before expiry: granted; at or after expiry, or without one: not', () => {
    expect(grantsSubscription(kept('active', at(1), NOW), NOW)).toBe(true);
    expect(grantsSubscription(kept('active', NOW, NOW), NOW)).toBe(false);
    expect(grantsSubscription(kept('active', null, NOW), NOW)).toBe(false);
  });

  test.each(['unverified', 'expired', 'refunded', 'rejected'] as const)('%s: never granted', (status) => {
    expect(grantsSubscription(kept(status, at(DAY), NOW), NOW)).toBe(false);
  });

  test('an active purchase past its expiry is told as expired', () => {
    expect(verificationAt(kept('active', at(-1), NOW), NOW)).toBe('expired');
    expect(verificationAt(kept('refunded', at(1), NOW), NOW)).toBe('refunded');
  });
});

describe('the store is asked again only when its answer may have changed (CheckPayment stays cheap)', () => {
  test('active: not before its expiry; after it, once, then at most hourly', () => {
    expect(storeCheckDue(kept('active', at(HOUR), at(-DAY)), NOW)).toBe(false);
    expect(storeCheckDue(kept('active', at(-1), at(-2)), NOW)).toBe(true);
    expect(storeCheckDue(kept('active', at(-HOUR), at(-1)), NOW)).toBe(false);
    expect(storeCheckDue(kept('active', at(-2 * HOUR), at(-STORE_RECHECK_MS)), NOW)).toBe(true);
  });

  test('expired: hourly while it may still come back (account hold, billing retry), then never', () => {
    expect(storeCheckDue(kept('expired', at(-DAY), at(-1)), NOW)).toBe(false);
    expect(storeCheckDue(kept('expired', at(-DAY), at(-STORE_RECHECK_MS)), NOW)).toBe(true);
    expect(storeCheckDue(kept('expired', at(-STORE_RECOVERY_MS), null), NOW)).toBe(false);
  });

  test('unverified: never asked, or not within the hour; refunded and rejected: final', () => {
    expect(storeCheckDue(kept('unverified', null, null), NOW)).toBe(true);
    expect(storeCheckDue(kept('unverified', null, at(-1)), NOW)).toBe(false);
    expect(storeCheckDue(kept('refunded', at(DAY), null), NOW)).toBe(false);
    expect(storeCheckDue(kept('rejected', null, null), NOW)).toBe(false);
  });
});
