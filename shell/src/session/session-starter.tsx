import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { notify, selectIdentity, useAppSelector, type AppStore } from '@thrive/shared';
import { useAddressParams } from '../common/address-params';
import { identityKeyOf } from './identity-key';
import { refusedKeyReason } from './refused-key';
import { registerByKey, wasSignedOut } from './register-by-key';
import { SessionStatusContext, type SessionStatus } from '../common/session-status';
import { useRefusedKeyExit } from './use-refused-key-exit';

/** SPEC §8: session registration failure. */
export const REGISTRATION_FAILED_MESSAGE = 'An error has occurred while contacting server.';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Starts the session from the key in the address (SPEC §1; DESIGN §3), on any route, so
 * deep links with a key work. Mounted once around the routes, which read the status.
 *
 * A key registers only when the stored identity did not come from it: the key stays in
 * the address on every page (it is carried) and on reloads, and registering each time
 * would mint a token per reload and hold every reload on the splash. A stored identity
 * that has gone stale fails its next call with 401, which clears it (SPEC §6), and the
 * reload that follows registers the key afresh.
 *
 * A key the server refuses leads to the authentication page, which says what to do
 * (issue 14); when the server could not be reached or failed, the key may be good, so the
 * gardener stays where they are and is told (SPEC §8).
 */
export function SessionStarter({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const { key: addressKey } = useAddressParams();
  // A key this page signed out with is no key (register-by-key.ts, markSignedOut).
  const key = addressKey && !wasSignedOut(addressKey) ? addressKey : undefined;
  const identity = useAppSelector(selectIdentity);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const leaveRefusedKey = useRefusedKeyExit();

  const status: SessionStatus = !key
    ? 'no-key'
    : identity && identityKeyOf() === key
      ? 'started'
      : failedKey === key
        ? 'failed'
        : 'starting';

  useEffect(() => {
    if (status !== 'starting' || !key) return;
    let current = true;
    registerByKey(store, key).catch((error: unknown) => {
      // StrictMode and re-renders share the one call; only the live effect reports.
      if (!current) return;
      const refusal = refusedKeyReason(error);
      // Not marked failed: the splash holds until the address has lost the key, so the
      // empty path does not first send the gardener on with it.
      if (refusal) return leaveRefusedKey(refusal);
      setFailedKey(key);
      notify({ message: REGISTRATION_FAILED_MESSAGE, variant: 'error' });
    });
    return () => {
      current = false;
    };
  }, [status, key, store, leaveRefusedKey]);

  return <SessionStatusContext.Provider value={status}>{children}</SessionStatusContext.Provider>;
}
