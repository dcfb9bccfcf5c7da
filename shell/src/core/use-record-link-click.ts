import { useCallback } from 'react';
import { useRecordLinkClickMutation } from '@thrive/shared';
import { PROMPT_SUCCESS_CODE } from '@thrive/shared/contracts';
import { logFailure } from '../logging/log-failure';

/** Records a tracked link kind (SPEC §4) for the signed-in gardener; failures are only logged. */
export function useRecordLinkClick(userId: number): (linkKind: number) => void {
  const [record] = useRecordLinkClickMutation();
  return useCallback(
    (linkKind: number) => {
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
