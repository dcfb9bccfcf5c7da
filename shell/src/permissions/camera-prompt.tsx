import { useCallback, useState } from 'react';
import {
  permissionAnswered,
  postToWrapper,
  selectCarriedParams,
  STORAGE_KEYS,
  useAppDispatch,
  useAppSelector,
  useSaveDontAskAgainMutation,
  writeLocalFlag,
} from '@thrive/shared';
import { promptDialogId, usePromptTurn } from '../common/prompt-queue';
import { useWrapperMessage } from '../common/wrapper-messages';
import { browserCameraGranted } from './browser-access';
import { logFailure } from '../common/log-failure';
import { PermissionDialog } from './permission-dialog';
import { decideCamera, readDeviceFlags } from './permission-rules';
import { PERMISSION_TEXTS } from './permission-texts';
import { usePermissionRequests } from './use-permission-requests';

/**
 * SPEC §4 Camera permission, run each time an area asks (requestCameraAccess). The answer is
 * the camera-accepted event: true to use the camera, false to fall back to the photo library.
 */
export function CameraPrompt() {
  const dispatch = useAppDispatch();
  const carried = useAppSelector(selectCarriedParams);
  const [open, setOpen] = useState(false);
  const visible = usePromptTurn('camera', open);
  const [saveAskFlag] = useSaveDontAskAgainMutation();

  const answer = useCallback(
    (granted: boolean) => dispatch(permissionAnswered({ kind: 'camera', granted })),
    [dispatch],
  );

  usePermissionRequests('camera', (identity) => {
    if (decideCamera(identity, readDeviceFlags(), carried) === 'accepted') answer(true);
    else setOpen(true);
  });

  useWrapperMessage(['camera', 'UpdateCamera'], (message) => {
    writeLocalFlag(STORAGE_KEYS.cameraAccess, message.granted);
    // `camera` answers our requestCamera; UpdateCamera reports a change in the phone's settings.
    if (message.kind === 'camera') answer(message.granted);
  });

  const accept = async (dontAskAgain: boolean) => {
    setOpen(false);
    if (postToWrapper({ command: 'requestCamera' })) return;
    if (!dontAskAgain)
      saveAskFlag({ property: 'AskForCamera', value: true })
        .unwrap()
        .catch(logFailure('Saving AskForCamera'));
    const granted = await browserCameraGranted();
    if (granted) writeLocalFlag(STORAGE_KEYS.cameraAccess, true);
    answer(granted);
  };
  const dismiss = () => {
    setOpen(false);
    writeLocalFlag(STORAGE_KEYS.checkCamera, true);
    answer(false);
  };

  return (
    <PermissionDialog
      id={promptDialogId('camera')}
      text={PERMISSION_TEXTS.camera}
      open={visible}
      onAccept={(dontAskAgain) => void accept(dontAskAgain)}
      onDismiss={dismiss}
    />
  );
}
