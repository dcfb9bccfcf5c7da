import { useState } from 'react';
import {
  readSession,
  SESSION_KEYS,
  updateIdentity,
  useAppDispatch,
  useDismissWelcomeMutation,
  writeSession,
  type Identity,
} from '@thrive/shared';
import { logFailure } from '../common/log-failure';
import { NicknameDialog } from './nickname-dialog';
import { WelcomeDialog } from './welcome-dialog';

/**
 * SPEC §4 landing flow steps 1-3: the welcome dialog while ShowWelcomePopup is set; closing it
 * records the dismissal (a failure is only logged, SPEC §8) and turns the flag off in the
 * stored identity, and then the nickname check runs: the nickname dialog opens if
 * ShowNicknamePopup is set and the session has no nicknamepopup flag yet ("Skip for Now"
 * sets it, SPEC §4), and, ours, only for a gardener who has no nickname yet: one who has a
 * name is not asked for it on every visit.
 */
/** SPEC §4 step 3, for a gardener without a nickname: one who has a name is not asked again. */
export const asksForNickname = (identity: Pick<Identity, 'ShowNicknamePopup' | 'Firstname'>) =>
  identity.ShowNicknamePopup && identity.Firstname.trim() === '';

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
  const nicknameOpen = !welcomeOpen && asksForNickname(identity) && !nicknameHandled;
  return (
    <>
      <WelcomeDialog open={welcomeOpen} searchUser={identity.GotoSearch} onClose={closeWelcome} />
      <NicknameDialog open={nicknameOpen} onDone={finishNickname} />
    </>
  );
}
