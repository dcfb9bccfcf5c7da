import { selectOfflineSavedAt, useAppSelector } from '@thrive/shared';
import { useBrowserOnline } from './use-browser-online';
import styles from './offline-notice.module.css';

/** 'today at 9:41 AM' or 'Nov 28 at 9:41 AM': when an answer kept offline was saved. */
export function savedWhen(savedAt: string, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (saved.toDateString() === now.toDateString()) return `today at ${time}`;
  const day = saved.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(saved.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${day} at ${time}`;
}

/**
 * Says so when the screens show what was kept for offline use (the service worker served the
 * answers because the network failed), and when the browser has no network at all. Gone as
 * soon as the server answers again.
 */
export function OfflineNotice() {
  const savedAt = useAppSelector(selectOfflineSavedAt);
  const online = useBrowserOnline();
  if (online && !savedAt) return null;
  return (
    <p className={styles.notice} role="status">
      <strong>Offline</strong>
      {savedAt ? `, last updated ${savedWhen(savedAt)}` : ': what you see was saved on your last visit'}
    </p>
  );
}
