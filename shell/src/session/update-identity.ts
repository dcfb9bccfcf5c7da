import {
  identityReceived,
  storeIdentity,
  type AppDispatch,
  type Identity,
  type RootState,
} from '@thrive/shared';

/**
 * Changes the signed-in identity where it lives: in the store and in browser storage, so a
 * reload keeps the change (a prompt dismissed stays dismissed). Nothing when signed out.
 */
export const updateIdentity =
  (changes: Partial<Omit<Identity, 'Id' | 'Token'>>) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const current = getState().session.identity;
    if (!current) return;
    const next: Identity = { ...current, ...changes };
    storeIdentity(next);
    dispatch(identityReceived(next));
  };
