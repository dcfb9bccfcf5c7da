import { useEffect } from 'react';
import { useGetAdvertiserQuery, type Advertiser } from '@thrive/shared';
import { logFailure } from '../common/log-failure';

/**
 * The linked sponsor's banner and name (GET Partners/{id}/Advertiser/), asked for by id: the
 * gardener's sponsor list may not have it yet, or not at all. Null while it loads, when it is
 * unknown, and when the load fails (logged only, SPEC §8 "sponsor loads swallow errors"): the
 * confirmation reads well without.
 */
export function useAdvertiser(sponsorId: number, wanted: boolean): Advertiser | null {
  const { data, error } = useGetAdvertiserQuery(sponsorId, { skip: !wanted });
  useEffect(() => {
    if (error) logFailure('Sponsor load', error);
  }, [error]);
  return wanted ? (data ?? null) : null;
}
