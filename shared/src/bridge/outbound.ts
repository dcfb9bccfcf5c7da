/**
 * Messages the web app posts to the mobile wrapper (SPEC §7 "Messages posted to the mobile
 * wrapper"). The wire text is the command, then `|{value}` for the two commands that carry one.
 */
export const WRAPPER_COMMANDS = [
  'requestRating',
  'subscribe',
  'checkPurchaseHistory',
  'exit',
  'deleteUser',
  'requestCamera',
  'requestNotifications',
  'requestLocationCoordinates',
  'askForLocationPermission',
  'gotoAppStore',
] as const;

export type WrapperCommand = (typeof WRAPPER_COMMANDS)[number];

/** The commands written `command|{value}` on the wire. */
export type WrapperCommandWithValue = Extract<WrapperCommand, 'requestRating' | 'subscribe'>;

export type WrapperOutboundMessage =
  | { command: WrapperCommandWithValue; value: string | number }
  | { command: Exclude<WrapperCommand, WrapperCommandWithValue> };

/** Separates a command from its value, outbound and inbound alike. */
export const WRAPPER_SEPARATOR = '|';

/**
 * `subscribe` without a referral token (SPEC §4 "skip") still sends the separator, so the
 * wrapper always splits the same way: `subscribe|`.
 */
export function formatWrapperMessage(message: WrapperOutboundMessage): string {
  return 'value' in message
    ? `${message.command}${WRAPPER_SEPARATOR}${String(message.value)}`
    : message.command;
}

interface PostTarget {
  postMessage(text: string): void;
}

/** What the two mobile wrappers inject into the page (DESIGN §3); absent in a plain browser. */
interface WrapperGlobals {
  ReactNativeWebView?: PostTarget;
  webkit?: { messageHandlers?: { thrive?: PostTarget } };
}

/** React Native's WebView first, then the iOS WKWebView handler named `thrive` (DESIGN §3). */
function wrapperTarget(): PostTarget | null {
  const host = globalThis as unknown as WrapperGlobals;
  try {
    if (typeof host.ReactNativeWebView?.postMessage === 'function') return host.ReactNativeWebView;
    const ios = host.webkit?.messageHandlers?.thrive;
    if (typeof ios?.postMessage === 'function') return ios;
  } catch {
    // A foreign object with a throwing getter means no usable wrapper.
  }
  return null;
}

/** True when the page runs inside the mobile app's WebView (a wrapper can receive messages). */
export function isInWrapper(): boolean {
  return wrapperTarget() !== null;
}

/**
 * Posts one message to the wrapper. Returns whether a wrapper took it: false in a plain
 * browser, and false when the wrapper threw (SPEC §8: permission and purchase call errors are
 * only logged; the user sees nothing).
 */
export function postToWrapper(message: WrapperOutboundMessage): boolean {
  const target = wrapperTarget();
  if (!target) return false;
  try {
    target.postMessage(formatWrapperMessage(message));
    return true;
  } catch (error) {
    console.warn('The mobile wrapper refused a message', message.command, error);
    return false;
  }
}
