import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorText,
  notify,
  selectIdentity,
  useAppSelector,
  useCarriedLink,
  useSetHelpWizardMutation,
} from '@thrive/shared';
import { PROMPT_SUCCESS_CODE } from '@thrive/shared/contracts';

/** Where Finish and Skip go: the launch pad (SPEC §2.3). */
const LAUNCH_PAD_PATH = '/core';

/**
 * Leaving the tour, whether finished or skipped: POST HelpWizard false so the splash stops
 * sending the gardener here (SPEC §2.2); the identity takes EnableHelpWizard=false once the
 * server took it (setHelpWizard's identityFollows). A failed call says why and stays, so the
 * gardener can try again. Signed out there is no flag to clear: it just goes.
 */
export function useFinishWizard() {
  const signedIn = useAppSelector(selectIdentity) !== null;
  const [setHelpWizard] = useSetHelpWizardMutation();
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const carried = useCarriedLink();

  /** True once the flag is cleared on the server (or there is none, signed out). */
  const clearFlag = async () => {
    if (!signedIn) return true;
    const { code } = await setHelpWizard(false).unwrap();
    // Another code means the server kept the flag: the tour would come back next time.
    return code === PROMPT_SUCCESS_CODE;
  };

  const leave = async (to: string = LAUNCH_PAD_PATH) => {
    // One call at a time; the buttons stay enabled so the keyboard keeps its place.
    if (leaving) return;
    setLeaving(true);
    try {
      if (await clearFlag()) {
        // Replace: the back button should not bring a finished tour back.
        navigate(carried(to), { replace: true });
        return;
      }
      notify({ message: errorText(null), variant: 'error' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
    setLeaving(false);
  };

  return { leave, leaving };
}
