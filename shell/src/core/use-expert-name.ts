import { useEffect } from 'react';
import { useGetExpertSponsorQuery } from '@thrive/shared';
import { expertPersona } from '@thrive/shared/contracts';
import { logFailure } from '../common/log-failure';

/**
 * The name of the expert who answers this gardener (SPEC §2.3 "Ask the expert persona"):
 * their sponsor's expert when the sponsor offers one (GET Users/0/ExpertSponsor, SPEC §6),
 * else ours. Null until known; a failed load is logged and stays unknown (SPEC §8).
 */
export function useExpertName(): string | null {
  const { data, isSuccess, error } = useGetExpertSponsorQuery();
  useEffect(() => {
    if (error) logFailure('Expert sponsor load', error);
  }, [error]);
  return isSuccess ? expertPersona(data).Name : null;
}
