import { useCallback } from 'react';
import { ENGAGEMENT_KINDS, PROMPT_SUCCESS_CODE, type EngagementRequest } from '../contracts/prompts';
import { selectUserId } from '../store/session-slice';
import { useAppSelector } from '../store/hooks';
import { useRecordEngagementMutation } from './prompts';

/**
 * A sponsor banner followed (POST users/{uid}/Engagement/), so a sponsor can be told how often
 * gardeners open what it shows: the sponsor's id, its organisation's name (SPEC §3 Sponsor
 * Value) and `where`, the screen: 'launch-pad', 'featured-plants'...
 */
export function sponsorBannerEngagement(
  sponsorId: number,
  sponsorName: string,
  where: string,
): EngagementRequest {
  return {
    Kind: ENGAGEMENT_KINDS.SponsorBanner,
    Data: { SponsorId: sponsorId, Sponsor: sponsorName, Where: where },
  };
}

/**
 * Records content the signed-in gardener engaged with: fire and forget, like link clicks
 * (SPEC §8: only logged, the gardener sees nothing, and nothing waits for it). `area` names
 * who logged a failure ("shell", a remote). Signed out, nothing is recorded.
 */
export function useRecordEngagement(area: string): (engagement: EngagementRequest) => void {
  const userId = useAppSelector(selectUserId);
  const [record] = useRecordEngagementMutation();
  return useCallback(
    (engagement: EngagementRequest) => {
      if (userId <= 0) return;
      const logFailure = (reason: unknown) =>
        console.warn(`[${area}] Engagement ${engagement.Kind} failed`, reason);
      record(engagement)
        .unwrap()
        .then(({ code }) => {
          if (code !== PROMPT_SUCCESS_CODE) logFailure({ code });
        })
        .catch(logFailure);
    },
    [area, record, userId],
  );
}
