import { useAttachedPhotos } from '@thrive/shared/uploads';

/** The contract's bound on `images` of a suggestion (feedbackInputSchema). */
const FEEDBACK_PHOTOS_MAX = 10;
export const FEEDBACK_PHOTOS_TOO_MANY = `At most ${FEEDBACK_PHOTOS_MAX} photos can go with a suggestion.`;

/** The photos of a suggestion (SPEC §3 Suggestion form `images`). */
export const useFeedbackPhotos = () =>
  useAttachedPhotos({ max: FEEDBACK_PHOTOS_MAX, tooManyMessage: FEEDBACK_PHOTOS_TOO_MANY });
