import { useEffect } from 'react';
import { useGetSponsorsQuery, type Sponsor } from '@thrive/shared';
import { logFailure } from '../common/log-failure';

/**
 * The gardener's selected sponsor (SPEC §4: Id above 0 and IsSelected), or null. Only
 * loaded when `wanted` (the lite layout); a failed load is logged and means none (SPEC §8).
 */
export function useSelectedSponsor(wanted: boolean): Sponsor | null {
  const { data, error } = useGetSponsorsQuery(undefined, { skip: !wanted });
  useEffect(() => {
    if (error) logFailure('Sponsor load', error);
  }, [error]);
  if (!wanted) return null;
  return data?.find((sponsor) => sponsor.Id > 0 && sponsor.IsSelected) ?? null;
}
