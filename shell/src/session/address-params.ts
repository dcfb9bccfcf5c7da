import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readCarriedParams, type CarriedParams } from '@thrive/shared';

/**
 * The carried parameters of the address as it is now (SPEC §2.1; DESIGN §3: in the page's
 * query `/?key=...#/` or the hash route's query `/#/yards?key=...`, the latter winning).
 * Read from the address, not the store, so a first render already sees the key.
 */
export function useAddressParams(): CarriedParams {
  const { search } = useLocation();
  return useMemo(
    () => ({ ...readCarriedParams(globalThis.location?.search ?? ''), ...readCarriedParams(search) }),
    [search],
  );
}
