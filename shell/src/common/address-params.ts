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
  // The page's own query too: sign-out takes the key out of it (history.replaceState) while
  // the route's query may stay the same, and a remembered key would sign straight back in.
  const pageSearch = globalThis.location?.search ?? '';
  return useMemo(
    () => ({ ...readCarriedParams(pageSearch), ...readCarriedParams(search) }),
    [pageSearch, search],
  );
}
