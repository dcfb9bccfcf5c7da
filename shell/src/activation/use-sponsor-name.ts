import { useEffect } from 'react';
import { useGetSponsorsQuery } from '@thrive/shared';
import { logFailure } from '../logging/log-failure';

/**
 * The sponsor's organisation name (Value, SPEC §2.3 banner) from GET Users/0/Sponsor, the
 * list the launch pad reads too, or null while it loads, when the list does not have this
 * sponsor, or when the load fails (logged only, SPEC §8): the confirmation reads well without.
 */
export function useSponsorName(sponsorId: number): string | null {
  const { data, error } = useGetSponsorsQuery();
  useEffect(() => {
    if (error) logFailure('Sponsor load', error);
  }, [error]);
  return data?.find((sponsor) => sponsor.Id === sponsorId)?.Value.trim() || null;
}
