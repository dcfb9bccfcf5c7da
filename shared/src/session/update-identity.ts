import type { Identity } from '../contracts/identity';
import { identityCleared, identityReceived, type SessionState } from '../store/session-slice';
import { addressWithoutSignInKey } from './sign-in-key-address';
import { storeIdentity } from './identity-storage';

/** The fields a call may change; Id and Token only ever come from the server whole. */
export type IdentityChanges = Partial<Omit<Identity, 'Id' | 'Token'>>;

interface SessionDispatch {
  (action: ReturnType<typeof identityReceived> | ReturnType<typeof identityCleared>): unknown;
}

const identityIn = (state: unknown) => (state as { session?: SessionState }).session?.identity ?? null;

/**
 * Changes the signed-in identity where it lives: in the store and in browser storage, so the
 * shell's menu and landing follow at once and a reload keeps the change (a prompt dismissed
 * stays dismissed). Nothing when signed out.
 */
export const updateIdentity =
  (changes: IdentityChanges) => (dispatch: SessionDispatch, getState: () => unknown) => {
    const current = identityIn(getState());
    if (!current) return;
    const next: Identity = { ...current, ...changes };
    storeIdentity(next);
    dispatch(identityReceived(next));
  };

/**
 * Ends the session as a refused call does (SPEC §6, base-query): the stored identity and the
 * store's are cleared. The sign-in key also leaves the page's address, or the shell would
 * sign the gardener straight back in with it. The caller then goes to the empty path.
 */
export const endSession = () => (dispatch: SessionDispatch) => {
  storeIdentity(null);
  dispatch(identityCleared());
  const location = globalThis.location;
  if (!location) return;
  const cleaned = addressWithoutSignInKey(location.href);
  if (cleaned !== location.href) globalThis.history?.replaceState(globalThis.history.state, '', cleaned);
};
