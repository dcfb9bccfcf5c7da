import { Navigate } from 'react-router-dom';
import { selectIdentity, useAppSelector } from '@thrive/shared';
import { useAddressParams } from '../common/address-params';
import { withCarriedParams } from '@thrive/shared';
import { isPartnerMode, PARTNER_LINK_PTL } from '../session/modes';
import { landingPath } from './landing-path';

/** Where the empty path goes when nobody is signed in (SPEC §2.1). */
const SIGNED_OUT_HOME = '/core';

/**
 * The empty path (SPEC §2.2). The splash itself shows while a key registers (SplashGate);
 * once the session has started this sends the gardener on (help wizard or the landing
 * choice), and with nobody signed in to core (SPEC §2.1), carrying the parameters.
 */
export function SplashRoute() {
  const identity = useAppSelector(selectIdentity);
  const carried = useAddressParams();
  const to = identity
    ? landingPath(identity, {
        ptl: carried.ptl === PARTNER_LINK_PTL,
        partnerMode: isPartnerMode(identity, carried),
      })
    : SIGNED_OUT_HOME;
  return <Navigate to={withCarriedParams(to, carried)} replace />;
}
