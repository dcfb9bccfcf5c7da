import { useCallback, useEffect, useState } from 'react';
import {
  isInWrapper,
  permissionAnswered,
  postToWrapper,
  selectIdentity,
  STORAGE_KEYS,
  storeDeviceLocation,
  useAppDispatch,
  useAppSelector,
  useRecordLocationPromptMutation,
  writeLocalFlag,
} from '@thrive/shared';
import { promptDialogId, usePromptTurn, useSessionPromptsReady } from '../common/prompt-queue';
import { useWrapperMessage } from '../common/wrapper-messages';
import { browserPosition, DENIED_LOCATION } from './browser-access';
import { logFailure } from '../common/log-failure';
import { PermissionDialog } from './permission-dialog';
import {
  isLocationApproved,
  mayAskForLocation,
  readDeviceFlags,
  shouldPromptForLocation,
} from './permission-rules';
import { PERMISSION_TEXTS } from './permission-texts';
import { usePermissionRequests } from './use-permission-requests';

/**
 * SPEC §4 Location permission: the Location Access dialog at session start (once), when an
 * area asks (requestLocationAccess), and the wrapper's answers and coordinates.
 */
export function LocationPrompt() {
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentity);
  const [open, setOpen] = useState(false);
  const visible = usePromptTurn('location', open);
  const [recordLocationPrompt] = useRecordLocationPromptMutation();
  const [sessionStartChecked, setSessionStartChecked] = useState(false);
  const [approvedAtStart, setApprovedAtStart] = useState(false);
  const device = readDeviceFlags();
  const ready = useSessionPromptsReady(
    'location',
    !sessionStartChecked && (isLocationApproved(device) || shouldPromptForLocation(identity, device)),
  );

  const answer = useCallback(
    (granted: boolean) => dispatch(permissionAnswered({ kind: 'location', granted })),
    [dispatch],
  );
  const recordPrompt = useCallback(() => {
    recordLocationPrompt().unwrap().catch(logFailure('Recording the location prompt'));
  }, [recordLocationPrompt]);

  /** Already approved: fresh coordinates from the wrapper, or from the browser. */
  const refreshCoordinates = useCallback(async () => {
    if (postToWrapper({ command: 'requestLocationCoordinates' })) return;
    storeDeviceLocation((await browserPosition()) ?? DENIED_LOCATION);
  }, []);

  // Decided once, the first time the session prompts may show (state adjusted while rendering).
  if (ready && !sessionStartChecked) {
    setSessionStartChecked(true);
    if (isLocationApproved(device)) setApprovedAtStart(true);
    else if (shouldPromptForLocation(identity, device)) setOpen(true);
  }
  useEffect(() => {
    if (approvedAtStart) void refreshCoordinates();
  }, [approvedAtStart, refreshCoordinates]);

  usePermissionRequests('location', (requester) => {
    const now = readDeviceFlags();
    if (isLocationApproved(now)) {
      answer(true);
      void refreshCoordinates();
    } else if (mayAskForLocation(requester, now)) setOpen(true);
    else answer(false);
  });

  useWrapperMessage(['location', 'UpdateLocationPermission'], (message) => {
    if (message.granted) {
      writeLocalFlag(STORAGE_KEYS.geoAccess, true);
      recordPrompt();
      postToWrapper({ command: 'requestLocationCoordinates' });
    } else {
      // A permission taken back in the phone's settings means asking again later.
      if (message.kind === 'UpdateLocationPermission') writeLocalFlag(STORAGE_KEYS.geoAccess, false);
      storeDeviceLocation(DENIED_LOCATION);
    }
    answer(message.granted);
  });
  useWrapperMessage(['SendLocationCoordinates'], ({ latitude, longitude }) => {
    storeDeviceLocation({ lat: latitude, lon: longitude });
  });

  const close = () => {
    setOpen(false);
    recordPrompt();
  };
  const accept = async () => {
    close();
    // In the wrapper the answer arrives as a `location` message.
    if (isInWrapper()) {
      postToWrapper({ command: 'askForLocationPermission' });
      return;
    }
    const position = await browserPosition();
    if (position) writeLocalFlag(STORAGE_KEYS.geoAccess, true);
    storeDeviceLocation(position ?? DENIED_LOCATION);
    answer(position !== null);
  };
  const decline = () => {
    close();
    storeDeviceLocation(DENIED_LOCATION);
    answer(false);
  };

  return (
    <PermissionDialog
      id={promptDialogId('location')}
      text={PERMISSION_TEXTS.location}
      open={visible}
      onAccept={() => void accept()}
      onDismiss={decline}
    />
  );
}
