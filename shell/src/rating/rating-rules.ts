import { addDays, deviceOSOf, wrapperDeviceOS, type DeviceOS, type Identity } from '@thrive/shared';

/** Only a gardener who has used the app on this many different days is asked to rate it. */
export const RATING_MIN_USE_DAYS = 5;
/** After "Maybe later", the prompt stays away this many days. */
export const RATING_LATER_DAYS = 30;

/** The gardener's answer to the prompt (SPEC §4 link kinds 3 "yes" and 4 "later") and its day. */
export interface RatingAnswer {
  answer: 'rated' | 'later';
  /** yyyy-mm-dd, the device's day. */
  on: string;
}

export interface RatingFacts {
  /** Different local days the gardener opened the app here. */
  useDays: number;
  /** Their last answer; null when never asked or never answered. */
  answer: RatingAnswer | null;
  /** yyyy-mm-dd. */
  today: string;
}

/**
 * Whether to ask for a rating: after RATING_MIN_USE_DAYS days of use, never again after
 * "Rate", and not for RATING_LATER_DAYS days after "Maybe later".
 */
export function shouldAskForRating({ useDays, answer, today }: RatingFacts): boolean {
  if (useDays < RATING_MIN_USE_DAYS) return false;
  if (answer?.answer === 'rated') return false;
  if (answer?.answer === 'later') return today >= addDays(answer.on, RATING_LATER_DAYS);
  return true;
}

/**
 * The Device of the rating calls and of requestRating|{Device}: 'ios' or 'android', read as the
 * purchase results read the wrapper's deviceOS (deviceOSOf). The identity's DevicePlatform
 * when it names one, else the wrapper the page runs in; null outside the mobile app, where
 * there is no app store sheet to open.
 */
export function ratingDevice(identity: Pick<Identity, 'DevicePlatform'>): DeviceOS | null {
  const wrapper = wrapperDeviceOS();
  if (!wrapper) return null;
  return deviceOSOf(identity.DevicePlatform) ?? wrapper;
}
