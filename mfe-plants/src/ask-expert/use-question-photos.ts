import { EXPERT_MESSAGES, EXPERT_PHOTOS_MAX } from '@thrive/shared/contracts';
import { useAttachedPhotos } from '@thrive/shared/uploads';

/** The photos of a question (AskAnExpert PhotoIds). */
export const useQuestionPhotos = () =>
  useAttachedPhotos({ max: EXPERT_PHOTOS_MAX, tooManyMessage: EXPERT_MESSAGES.photosTooMany });
