import { testIdentity } from '@thrive/shared/testing';
import { installFakeWrapper, removeFakeWrapper } from '../testing/prompt-test-kit';
import { RATING_LATER_DAYS, RATING_MIN_USE_DAYS, ratingDevice, shouldAskForRating } from './rating-rules';

const today = '2026-06-20';

describe('rate the app: who is asked (shouldAskForRating)', () => {
  test(`a gardener is asked only after using the app on ${RATING_MIN_USE_DAYS} different days`, () => {
    expect(RATING_MIN_USE_DAYS).toBe(5);
    expect(shouldAskForRating({ useDays: 4, answer: null, today })).toBe(false);
    expect(shouldAskForRating({ useDays: 5, answer: null, today })).toBe(true);
    expect(shouldAskForRating({ useDays: 40, answer: null, today })).toBe(true);
  });

  test('never again after "Rate Thrive Garden"', () => {
    const rated = { answer: 'rated', on: '2025-01-01' } as const;
    expect(shouldAskForRating({ useDays: 500, answer: rated, today })).toBe(false);
  });

  test(`not again for ${RATING_LATER_DAYS} days after "Maybe later", then again`, () => {
    expect(RATING_LATER_DAYS).toBe(30);
    const later = (on: string) => ({ useDays: 9, answer: { answer: 'later', on } as const, today });
    expect(shouldAskForRating(later('2026-06-20'))).toBe(false);
    expect(shouldAskForRating(later('2026-05-22'))).toBe(false); // 29 days ago
    expect(shouldAskForRating(later('2026-05-21'))).toBe(true); // 30 days ago
    expect(shouldAskForRating(later('2025-12-01'))).toBe(true);
  });
});

describe('rate the app: the Device of the calls (ratingDevice)', () => {
  afterEach(removeFakeWrapper);

  test('none outside the mobile app: there is no store sheet to open', () => {
    expect(ratingDevice(testIdentity({ DevicePlatform: 'ios' }))).toBeNull();
  });

  test('inside the wrapper: the identity’s DevicePlatform when it names ios or android, read as the purchase results read deviceOS', () => {
    installFakeWrapper();
    expect(ratingDevice(testIdentity({ DevicePlatform: ' iOS ' }))).toBe('ios');
    expect(ratingDevice(testIdentity({ DevicePlatform: 'Android' }))).toBe('android');
  });

  test('else the wrapper’s own system (React Native WebView on a phone that is not an iPhone: android)', () => {
    installFakeWrapper();
    expect(ratingDevice(testIdentity({ DevicePlatform: '' }))).toBe('android');
    expect(ratingDevice(testIdentity({ DevicePlatform: 'web' }))).toBe('android');
  });
});
