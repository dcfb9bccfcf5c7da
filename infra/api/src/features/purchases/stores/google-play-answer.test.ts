import { googleSubscription } from '../../../testing/fake-google-play';
import { googlePlayVerdict } from './google-play-answer';

const EXPIRY = new Date('2026-05-01T12:00:00.000Z');
const verdict = (state: string, extra: Record<string, unknown> = {}) =>
  googlePlayVerdict(googleSubscription(state, EXPIRY, extra), 'token-1');

describe('Google Play subscriptionsv2 answers as verdicts', () => {
  test.each([
    'SUBSCRIPTION_STATE_ACTIVE',
    'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
    'SUBSCRIPTION_STATE_CANCELED',
  ])('%s: active until the line items’ expiry', (state) => {
    expect(verdict(state)).toEqual({ status: 'active', expiresAt: EXPIRY, storeReference: 'token-1' });
  });

  test.each(['SUBSCRIPTION_STATE_EXPIRED', 'SUBSCRIPTION_STATE_ON_HOLD', 'SUBSCRIPTION_STATE_PAUSED'])(
    '%s: expired',
    (state) => {
      expect(verdict(state)).toMatchObject({ status: 'expired' });
    },
  );

  test('expired by the developer (revoked with a refund): refunded', () => {
    const revoked = verdict('SUBSCRIPTION_STATE_EXPIRED', {
      canceledStateContext: { developerInitiatedCancellation: {} },
    });
    expect(revoked).toMatchObject({ status: 'refunded', storeReference: 'token-1' });
  });

  test('the latest expiry of several line items counts', () => {
    const later = new Date('2026-06-01T00:00:00.000Z');
    const answer = googleSubscription('SUBSCRIPTION_STATE_ACTIVE', EXPIRY, {
      lineItems: [{ expiryTime: EXPIRY.toISOString() }, { expiryTime: later.toISOString() }],
    });
    expect(googlePlayVerdict(answer, 't')).toMatchObject({ expiresAt: later });
  });

  test('pending payment, unknown states and unreadable answers: no verdict yet', () => {
    expect(verdict('SUBSCRIPTION_STATE_PENDING')).toMatchObject({ status: 'unverifiable' });
    expect(googlePlayVerdict({ nothing: true }, 't')).toMatchObject({ status: 'unverifiable' });
  });
});
