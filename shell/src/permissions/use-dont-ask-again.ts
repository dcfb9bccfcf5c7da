import { useCallback } from 'react';
import {
  STORAGE_KEYS,
  updateIdentity,
  useAppDispatch,
  useSaveDontAskAgainMutation,
  writeLocalFlag,
} from '@thrive/shared';
import type { AskAgainProperty } from './permission-texts';

/**
 * SPEC §4 "Don't ask me again": ticking toggles the ask-again flag and saves it to the server
 * (PATCH DontAskAgain with the dialog's property; ticked saves false, unticked true again).
 * The identity takes the new value at once, so the flow does not ask again this session; the
 * location choice also sets this device's nu_geo_askaccess. A failed save is only logged (§8).
 */
export function useDontAskAgain(property: AskAgainProperty): (dontAskAgain: boolean) => void {
  const dispatch = useAppDispatch();
  const [save] = useSaveDontAskAgainMutation();
  return useCallback(
    (dontAskAgain: boolean) => {
      const ask = !dontAskAgain;
      writeLocalFlag(STORAGE_KEYS.askAgain, ask);
      if (property === 'AskForLocation') writeLocalFlag(STORAGE_KEYS.askForLocation, ask);
      dispatch(updateIdentity({ [property]: ask }));
      save({ property, value: ask })
        .unwrap()
        .catch((error: unknown) => console.warn('Saving "Don\'t ask me again" failed', property, error));
    },
    [dispatch, property, save],
  );
}
