import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  forgetSignedInGardener,
  loadFinished,
  loadStarted,
  postToWrapper,
  SIGNED_OUT_COMMAND,
  useAppDispatch,
  useSignOutMutation,
  withCarriedParams,
} from '@thrive/shared';
import { authenticationPath } from '../authentication/sign-in-problem';
import { useAddressParams } from '../common/address-params';
import { forgetIdentityKey } from '../session/identity-key';
import { dropKeyFromPageAddress } from '../session/page-address';
import { forgetRegistrations, markSignedOut } from '../session/register-by-key';

/**
 * Sign out (issue 30): the server ends this device's token (DELETE bridge/session), then
 * this device forgets the gardener whatever the answer: a network that is down must not keep
 * anyone signed in here, and the signed-out page says that the server was not told.
 *
 * The key leaves the address before the identity goes, in one render: with the key still
 * there, the session starter would sign the gardener straight back in. The registration
 * cache goes too, or the same link opened again would bring back the ended token.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const carried = useAddressParams();
  const [signOut] = useSignOutMutation();

  return useCallback(async () => {
    dispatch(loadStarted());
    const serverTold = await signOut()
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    dispatch(loadFinished());
    postToWrapper({ command: SIGNED_OUT_COMMAND });
    forgetRegistrations();
    if (carried.key) markSignedOut(carried.key);
    forgetIdentityKey();
    dropKeyFromPageAddress();
    const { key: _ended, ...others } = carried;
    const reason = serverTold ? 'signed-out' : 'signed-out-offline';
    void navigate(withCarriedParams(authenticationPath(reason), others), { replace: true });
    dispatch(forgetSignedInGardener());
  }, [dispatch, navigate, carried, signOut]);
}
