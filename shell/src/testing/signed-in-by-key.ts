import { storeIdentity, type Identity } from '@thrive/shared';
import { rememberIdentityKey } from '../session/identity-key';

/**
 * A gardener who signed in from the address's key on an earlier visit: the stored identity
 * and the key it came from, so rendering an address with that key registers nothing again.
 */
export function signedInByKey(identity: Identity, key = 'k3y'): void {
  storeIdentity(identity);
  rememberIdentityKey(key);
}
