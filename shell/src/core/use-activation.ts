import { useEffect } from 'react';
import {
  readDeviceLocation,
  readSession,
  SESSION_KEYS,
  useRecordActivationMutation,
  writeSession,
} from '@thrive/shared';
import { logFailure } from '../common/log-failure';

/** SPEC §8: a failed geolocation gives 0,0. */
const NO_LOCATION = { lat: 0, lon: 0 };

/**
 * SPEC §4 landing flow step 4: with a selected sponsor (the caller passes 0 for none and
 * outside lite mode), activation is recorded once per session with the sponsor and the
 * device's location. The session flag is set before the call, so a second render never sends
 * it twice; a failed call is logged and clears the flag, so a later visit tries again.
 */
export function useActivation(sponsorId: number): void {
  const [recordActivation] = useRecordActivationMutation();
  useEffect(() => {
    if (sponsorId <= 0 || readSession(SESSION_KEYS.activationRecorded) !== null) return;
    writeSession(SESSION_KEYS.activationRecorded, 'true');
    const { lat, lon } = readDeviceLocation() ?? NO_LOCATION;
    recordActivation({ SponsorId: sponsorId, Latitude: lat, Longitude: lon })
      .unwrap()
      .catch((error: unknown) => {
        writeSession(SESSION_KEYS.activationRecorded, null);
        logFailure('Activation', error);
      });
  }, [sponsorId, recordActivation]);
}
