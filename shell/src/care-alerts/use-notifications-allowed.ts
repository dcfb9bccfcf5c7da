import { useState, useSyncExternalStore } from 'react';
import { isInWrapper, readLocalFlag, STORAGE_KEYS } from '@thrive/shared';
import { useWrapperMessage } from '../common/wrapper-messages';

/**
 * The grant is stored by the permission flow after the browser's own prompt resolves, which
 * sends no event this page hears: it is read again on these events and once a minute.
 */
const RECHECK_MS = 60_000;

/** SPEC §2.6 dialog 3 answered yes on this device: notifications_access is 'true'. */
const storedGrant = () => readLocalFlag(STORAGE_KEYS.notificationsAccess);

/** In a browser the Notifications API must say so too (the gardener may revoke it there). */
function browserGrant(): boolean {
  return storedGrant() && globalThis.Notification?.permission === 'granted';
}

function subscribe(recheck: () => void): () => void {
  const timer = setInterval(recheck, RECHECK_MS);
  window.addEventListener('focus', recheck);
  window.addEventListener('storage', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', recheck);
    window.removeEventListener('storage', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
}

/**
 * Whether Plant Care Alerts may be shown. In a browser: Notification.permission is 'granted'
 * and the stored flag is set. Inside the wrapper: the stored flag, which the wrapper's answer
 * `thrive:notifications|granted` (or UpdateNots) sets; that answer counts at once here.
 */
export function useNotificationsAllowed(): boolean {
  const inWrapper = isInWrapper();
  const [wrapperAnswer, setWrapperAnswer] = useState<boolean | null>(null);
  useWrapperMessage(['notifications', 'UpdateNots'], (message) => setWrapperAnswer(message.granted));
  const stored = useSyncExternalStore(subscribe, inWrapper ? storedGrant : browserGrant);
  return inWrapper ? (wrapperAnswer ?? stored) : stored;
}
