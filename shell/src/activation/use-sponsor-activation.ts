import { useEffect, useRef, useState } from 'react';
import {
  readSession,
  SESSION_KEYS,
  useRecordActivationMutation,
  writeSession,
  type ActivationRequest,
} from '@thrive/shared';
import { logFailure } from '../common/log-failure';

export type ActivationOutcome = 'sending' | 'linked' | 'unknown-sponsor' | 'failed';

/** The API answers 400 "There is no active sponsor {id}." to a sponsor it does not know. */
const UNKNOWN_SPONSOR_STATUSES = new Set<unknown>([400, 404]);

/**
 * Records the activation link's sponsor (POST users/{uid}/Activation/, the call and payload
 * of the automatic activation, SPEC §4 step 4) once, and says how it went. The component
 * using it is keyed by sponsor, so another link starts afresh.
 *
 * The session flag activationrecorded is set before the call, so the launch pad's automatic
 * activation does not record again this session. It holds the sponsor's id (the automatic
 * one writes 'true'; only its presence is read there), so reopening the same link in the
 * session confirms without a second record. A failure puts the flag back as it was.
 */
export function useSponsorActivation({
  SponsorId,
  Latitude,
  Longitude,
}: ActivationRequest): ActivationOutcome {
  const [recordActivation] = useRecordActivationMutation();
  const recorded = String(SponsorId);
  const [outcome, setOutcome] = useState<ActivationOutcome>(() =>
    readSession(SESSION_KEYS.activationRecorded) === recorded ? 'linked' : 'sending',
  );
  // StrictMode runs the effect twice on one component: the call goes out once.
  const sent = useRef(false);
  useEffect(() => {
    if (outcome !== 'sending' || sent.current) return;
    sent.current = true;
    const previous = readSession(SESSION_KEYS.activationRecorded);
    writeSession(SESSION_KEYS.activationRecorded, recorded);
    recordActivation({ SponsorId, Latitude, Longitude })
      .unwrap()
      .then(
        () => setOutcome('linked'),
        (error: unknown) => {
          writeSession(SESSION_KEYS.activationRecorded, previous);
          logFailure('Activation', error);
          const status = (error as { status?: unknown } | null)?.status;
          setOutcome(UNKNOWN_SPONSOR_STATUSES.has(status) ? 'unknown-sponsor' : 'failed');
        },
      );
  }, [outcome, recorded, SponsorId, Latitude, Longitude, recordActivation]);
  return outcome;
}
