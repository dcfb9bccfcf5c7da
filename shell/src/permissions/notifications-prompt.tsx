import { useEffect, useState } from 'react';
import {
  postToWrapper,
  selectCarriedParams,
  selectIdentity,
  STORAGE_KEYS,
  updateIdentity,
  useAppDispatch,
  useAppSelector,
  useRecordNotificationsPromptMutation,
  useSaveDontAskAgainMutation,
  writeLocalFlag,
} from '@thrive/shared';
import { promptDialogId, usePromptTurn, useSessionPromptsReady } from '../common/prompt-queue';
import { useWrapperMessage } from '../common/wrapper-messages';
import { browserNotificationsGranted } from './browser-access';
import { logFailure } from '../common/log-failure';
import { PermissionDialog } from './permission-dialog';
import { readDeviceFlags, shouldPromptForNotifications } from './permission-rules';
import { PERMISSION_TEXTS } from './permission-texts';

/** SPEC §4 Notifications permission: the Plant Care Alerts dialog, once at session start. */
export function NotificationsPrompt() {
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const carried = useAppSelector(selectCarriedParams);
  const [open, setOpen] = useState(false);
  const visible = usePromptTurn('notifications', open);
  const [recordNotificationsPrompt] = useRecordNotificationsPromptMutation();
  const [saveAskFlag] = useSaveDontAskAgainMutation();
  const [sessionStartChecked, setSessionStartChecked] = useState(false);
  const wanted = shouldPromptForNotifications(identity, readDeviceFlags(), carried);
  const ready = useSessionPromptsReady('notifications', !sessionStartChecked && wanted);

  const showPromptFlag = identity?.ShowNotificationsPrompt ?? false;
  useEffect(() => {
    // SPEC §4: "A nots parameter clears the show-prompt flag."
    if (carried.nots !== undefined && showPromptFlag)
      dispatch(updateIdentity({ ShowNotificationsPrompt: false }));
  }, [carried.nots, showPromptFlag, dispatch]);

  // Decided once, the first time the session prompts may show (state adjusted while rendering).
  if (ready && !sessionStartChecked) {
    setSessionStartChecked(true);
    setOpen(true);
  }

  useWrapperMessage(['notifications', 'UpdateNots'], (message) => {
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, message.granted);
  });

  const accept = async (dontAskAgain: boolean) => {
    setOpen(false);
    if (postToWrapper({ command: 'requestNotifications' })) {
      try {
        await recordNotificationsPrompt().unwrap();
        dispatch(updateIdentity({ ShowNotificationsPrompt: false }));
      } catch (error) {
        logFailure('Recording the notifications prompt')(error);
      }
      return;
    }
    if (!dontAskAgain)
      saveAskFlag({ property: 'AskForNotifications', value: true })
        .unwrap()
        .catch(logFailure('Saving AskForNotifications'));
    if (await browserNotificationsGranted()) writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
  };

  return (
    <PermissionDialog
      id={promptDialogId('notifications')}
      text={PERMISSION_TEXTS.notifications}
      open={visible}
      onAccept={(dontAskAgain) => void accept(dontAskAgain)}
      onDismiss={() => setOpen(false)}
    />
  );
}
