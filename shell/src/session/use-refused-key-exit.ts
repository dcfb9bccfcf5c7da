import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { withCarriedParams } from '@thrive/shared';
import { authenticationPath, type SignInProblem } from '../authentication/sign-in-problem';
import { useAddressParams } from '../common/address-params';
import { dropKeyFromPageAddress } from './page-address';

/**
 * Leaves a refused sign-in key for the authentication page with its reason (issue 14),
 * carrying the other parameters. The key goes from the address: kept, it would be carried
 * to every page and registered again on each reload, only to be refused again. The bad
 * address is replaced, so Back does not return to it.
 */
export function useRefusedKeyExit(): (reason: SignInProblem) => void {
  const navigate = useNavigate();
  const carried = useAddressParams();
  return useCallback(
    (reason: SignInProblem) => {
      // The page's own query (`/?key=...#/`) is outside the router: cleaned first, so the
      // carried parameters read after the navigation no longer see the key.
      dropKeyFromPageAddress();
      const { key: _refused, ...others } = carried;
      void navigate(withCarriedParams(authenticationPath(reason), others), { replace: true });
    },
    [navigate, carried],
  );
}
