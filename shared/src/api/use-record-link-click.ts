import { useCallback } from 'react';
import { PROMPT_SUCCESS_CODE, type LinkKind } from '../contracts/prompts';
import { selectUserId } from '../store/session-slice';
import { useAppSelector } from '../store/hooks';
import { useRecordLinkClickMutation } from './prompts';

/**
 * Records a tracked link kind (SPEC §4) for the signed-in gardener: fire and forget. SPEC §8
 * says link-click failures are only logged; `area` names who logged it ("shell", a remote).
 * Signed out, nothing is recorded.
 */
export function useRecordLinkClick(area: string): (linkKind: LinkKind) => void {
  const userId = useAppSelector(selectUserId);
  const [record] = useRecordLinkClickMutation();
  return useCallback(
    (linkKind: LinkKind) => {
      if (userId <= 0) return;
      const logFailure = (reason: unknown) => console.warn(`[${area}] Link click ${linkKind} failed`, reason);
      record({ userId, linkKind })
        .unwrap()
        .then(({ code }) => {
          if (code !== PROMPT_SUCCESS_CODE) logFailure({ code });
        })
        .catch(logFailure);
    },
    [area, record, userId],
  );
}
