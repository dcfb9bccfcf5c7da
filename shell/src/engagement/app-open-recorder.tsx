import { useEffect } from 'react';
import {
  ENGAGEMENT_KINDS,
  selectUserId,
  useAppSelector,
  useLocalToday,
  useRecordUserEngagementMutation,
} from '@thrive/shared';
import { logFailure } from '../common/log-failure';
import { useSessionStatus } from '../common/session-status';
import { countAppUseDay } from '../common/app-use-days';

/**
 * The first opening of each local day by a signed-in gardener: counted here (the rate-the-app
 * prompt waits for days of use) and reported once as EngagementUser/ 'app-open' with the day.
 * Fire and forget: nothing waits for it and a failure is only logged. A page left open past
 * midnight counts the new day too.
 */
export function AppOpenRecorder(): null {
  const userId = useAppSelector(selectUserId);
  const status = useSessionStatus();
  const today = useLocalToday();
  const [recordUserEngagement] = useRecordUserEngagementMutation();

  useEffect(() => {
    // While a key is registering, the stored gardener may be about to change.
    if (userId <= 0 || status === 'starting') return;
    if (!countAppUseDay(userId, today)) return;
    recordUserEngagement({ Kind: ENGAGEMENT_KINDS.AppOpen, Data: { Day: today } })
      .unwrap()
      .catch(logFailure('Recording the day’s first opening'));
  }, [userId, status, today, recordUserEngagement]);

  return null;
}
