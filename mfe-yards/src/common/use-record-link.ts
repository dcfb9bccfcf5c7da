import { useCallback } from 'react';
import { selectUserId, useAppSelector, useRecordLinkClickMutation } from '@thrive/shared';
import { PROMPT_SUCCESS_CODE, type LinkKind } from '@thrive/shared/contracts';
import { logFailure } from './log-failure';

/** Records a yard or zone action's link kind (SPEC §4, 17-28): fire and forget. */
export function useRecordLink(): (linkKind: LinkKind) => void {
  const userId = useAppSelector(selectUserId);
  const [record] = useRecordLinkClickMutation();
  return useCallback(
    (linkKind: LinkKind) => {
      if (userId <= 0) return;
      record({ userId, linkKind })
        .unwrap()
        .then(({ code }) => {
          if (code !== PROMPT_SUCCESS_CODE) logFailure(`Link click ${linkKind}`, { code });
        })
        .catch((error: unknown) => logFailure(`Link click ${linkKind}`, error));
    },
    [record, userId],
  );
}
