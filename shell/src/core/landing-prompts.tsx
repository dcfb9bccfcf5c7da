import { useState } from 'react';
import {
  readSession,
  SESSION_KEYS,
  useAppDispatch,
  useDismissWelcomeMutation,
  writeSession,
  type Identity,
} from '@thrive/shared';
import { updateIdentity } from '../session/update-identity';
import { logFailure } from '../logging/log-failure';
import { NicknameDialog } from './nickname-dialog';
import { WelcomeDialog } from './welcome-dialog';

/**
 * SPEC §4 landing flow steps 1-3: the welcome dialog while ShowWelcomePopup is set; closing it
 * records the dismissal (a failure is only logged, SPEC §8) and turns the flag off in the
 * stored identity, and then the nickname check runs: the nickname dialog opens if
 * ShowNicknamePopup is set and the session has no nicknamepopup flag yet.
 */
export function LandingPrompts({ identity }: { identity: Identity }) {
  const dispatch = useAppDispatch();
  const [dismissWelcome] = useDismissWelcomeMutation();
  const [nicknameHandled, setNicknameHandled] = useState(
    () => readSession(SESSION_KEYS.nicknamePopup) !== null,
  );

  const closeWelcome = () => {
    dismissWelcome(identity.Id)
      .unwrap()
      .catch((error: unknown) => logFailure('Welcome dismiss', error));
    dispatch(updateIdentity({ ShowWelcomePopup: false }));
  };
  const finishNickname = () => {
    writeSession(SESSION_KEYS.nicknamePopup, 'true');
    setNicknameHandled(true);
  };

  const welcomeOpen = identity.ShowWelcomePopup;
  const nicknameOpen = !welcomeOpen && identity.ShowNicknamePopup && !nicknameHandled;
  return (
    <>
      <WelcomeDialog open={welcomeOpen} onClose={closeWelcome} />
      <NicknameDialog open={nicknameOpen} onDone={finishNickname} />
    </>
  );
}
