import { parseWrapperMessage, type WrapperMessage } from './inbound';

export type WrapperMessageHandler = (message: WrapperMessage) => void;

/**
 * Messages injected by the wrapper carry no origin (''); a same-origin page may also post.
 * A cross-origin frame could forge `thrive:` text (e.g. a fake SubscribeResult), so its
 * messages are refused.
 */
function isTrustedOrigin(origin: unknown): boolean {
  return origin === undefined || origin === '' || origin === globalThis.location?.origin;
}

/** Some wrappers build the event with `document.createEvent`, so only its fields are relied on. */
type WrapperEvent = Event & { data?: unknown; origin?: unknown };

/**
 * Calls `handler` for each wrapper message (DESIGN §3). React Native's WebView dispatches on
 * `window` on iOS and on `document` on Android, so both are heard; an event that reaches both
 * (dispatched on document with bubbling) is delivered once. Returns the unsubscribe function.
 */
export function subscribeToWrapper(handler: WrapperMessageHandler): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const delivered = new WeakSet<Event>();
  const listener = (event: WrapperEvent) => {
    if (delivered.has(event)) return;
    delivered.add(event);
    if (!isTrustedOrigin(event.origin)) return;
    const message = parseWrapperMessage(event.data);
    if (message) handler(message);
  };
  window.addEventListener('message', listener);
  document.addEventListener('message', listener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener);
  };
}
