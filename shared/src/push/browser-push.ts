import type { WebPushSubscriptionInput } from '../contracts';
import { isInWrapper } from '../bridge';
import { SERVICE_WORKER_FILE } from '../offline/service-worker-file';

/** Why this browser takes no pushes, in words for the gardener. */
export const PUSH_BLOCKED_MESSAGE =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then save again.';
const PUSH_FAILED_MESSAGE =
  'This browser could not sign up for notifications. Check your connection and try again, or choose e-mail.';

/**
 * Whether this browser can take push reminders: a service worker, the Push API and
 * notifications (Safari on iOS only once the app is added to the home screen). The mobile
 * app's WebView gets its pushes through the app instead.
 */
export function browserPushSupported(): boolean {
  return (
    !isInWrapper() &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof globalThis.PushManager === 'function' &&
    typeof globalThis.Notification === 'function'
  );
}

/** The VAPID key as PushManager.subscribe takes it: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const toBase64url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  return current !== null && toBase64url(current) === toBase64url(key.buffer as ArrayBuffer);
}

/**
 * Asks for notifications (the browser's own prompt, on the gardener's click), registers the
 * push worker and subscribes this browser with the server's VAPID key. A subscription made
 * for another key (the server's keys were made again) is replaced. Throws an Error whose
 * message the settings show.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<WebPushSubscriptionInput> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_BLOCKED_MESSAGE);
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_FILE);
    const registration = await navigator.serviceWorker.ready;
    const key = keyBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return {
      Endpoint: subscription.endpoint,
      Keys: {
        P256dh: toBase64url(subscription.getKey('p256dh')),
        Auth: toBase64url(subscription.getKey('auth')),
      },
    };
  } catch (error) {
    throw new Error(PUSH_FAILED_MESSAGE, { cause: error });
  }
}

/** Ends this browser's subscription, if it has one: the endpoint it had, for the server to forget. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  if (!browserPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
