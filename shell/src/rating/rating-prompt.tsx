import { useMemo, useState } from 'react';
import {
  localToday,
  postToWrapper,
  selectCarriedParams,
  selectIdentity,
  useAcceptRatingMutation,
  useAppSelector,
  useDismissRatingMutation,
  type DeviceOS,
} from '@thrive/shared';
import { appUseDays } from '../common/app-use-days';
import { logFailure } from '../common/log-failure';
import {
  promptDialogId,
  useEarlierPromptPending,
  useOtherPromptShown,
  usePromptTurn,
  useSessionPromptsReady,
} from '../common/prompt-queue';
import { readRatingAnswer, storeRatingAnswer } from './rating-answer';
import { RatingDialog } from './rating-dialog';
import { ratingDevice, shouldAskForRating } from './rating-rules';

type Stage = 'idle' | 'open' | 'done';

/**
 * Rate the app (SPEC §4 link kinds 3 and 4, §7 AcceptRatingApp / DismissRatingApp), at most
 * once per page load, in a mobile-app session only (av present, Id above 0, inside the wrapper,
 * as the purchase prompt) and only when shouldAskForRating says so. "Rate" records the answer,
 * then asks the wrapper for the store's rating sheet (requestRating|{Device}); "Maybe later"
 * records it. Both are kept in browser storage at once, so the rules hold even when a call
 * fails (failures are only logged, SPEC §8). Never right after another prompt: it asks on
 * another day instead.
 */
export function RatingPrompt() {
  const { av } = useAppSelector(selectCarriedParams);
  const identity = useAppSelector(selectIdentity);
  const userId = identity?.Id ?? 0;
  const device = useMemo(() => (identity ? ratingDevice(identity) : null), [identity]);
  const [stage, setStage] = useState<Stage>('idle');
  const [acceptRating] = useAcceptRatingMutation();
  const [dismissRating] = useDismissRatingMutation();
  const mobileSession = av !== undefined && userId > 0 && device !== null;
  const ready = useSessionPromptsReady('rating', mobileSession && stage === 'idle');
  const otherShown = useOtherPromptShown('rating');
  const earlierPending = useEarlierPromptPending('rating');
  const open = usePromptTurn('rating', stage === 'open');

  // Decided once, when the session prompts may open and no earlier prompt is still finding
  // out whether it wants the screen (set while rendering: it only reads browser storage).
  if (ready && stage === 'idle' && !earlierPending) {
    const facts = { useDays: appUseDays(userId), answer: readRatingAnswer(userId), today: localToday() };
    setStage(!otherShown && shouldAskForRating(facts) ? 'open' : 'done');
  }
  // Another prompt took the screen before the gardener answered: ask on another day.
  if (stage === 'open' && !open && otherShown) setStage('done');

  if (!device) return null;

  const answer = (rated: boolean, Device: DeviceOS) => {
    setStage('done');
    storeRatingAnswer(userId, { answer: rated ? 'rated' : 'later', on: localToday() });
    const call = rated ? acceptRating({ Device }) : dismissRating({ Device });
    const recorded = call.unwrap().catch(logFailure('Recording the rating answer'));
    // As with the purchase answers: recorded, then the wrapper is asked.
    if (rated) void recorded.then(() => postToWrapper({ command: 'requestRating', value: Device }));
  };

  return (
    <RatingDialog
      id={promptDialogId('rating')}
      open={open}
      onRate={() => answer(true, device)}
      onLater={() => answer(false, device)}
    />
  );
}
