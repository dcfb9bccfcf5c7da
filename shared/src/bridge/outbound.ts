import type { DeviceOS } from '../contracts/purchases';

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

/**
 * `careAlert|{json}`: our extension, not one of SPEC §7's messages. It hands the wrapper the
 * care tasks due today for its local notifications (Plant Care Alerts, SPEC §2.6 dialog 3), as
 * a browser shows them with the Notifications API. The wrapper reads the command before the
 * first bar; a wrapper that does not know `careAlert` ignores it, so older app versions lose
 * nothing but the alert.
 */
export const CARE_ALERT_COMMAND = 'careAlert';

/** The JSON after `careAlert|`. */
export interface CareAlert {
  /** Ready to show: "Plant care for today". */
  title: string;
  /** Ready to show: "3 tasks: Water Tomato, Prune Rose, Feed Basil". */
  body: string;
  /** The device's day the tasks are due, yyyy-mm-dd. */
  date: string;
  /** The in-app hash route to open when the notification is tapped ("/tasks"). */
  route: string;
  tasks: { id: number; taskType: string; commonName: string }[];
}

/**
 * `signedOut`: our extension, not one of SPEC §7's messages. The gardener chose Sign out and
 * the web app has forgotten them (their token is ended on the server when it could be
 * reached): the wrapper forgets whatever it keeps of them too (its stored sign-in link,
 * purchase and notification state). Sent as its bare name; a wrapper that does not know it
 * ignores it.
 */
export const SIGNED_OUT_COMMAND = 'signedOut';

/**
 * `requestPushToken`: our extension, not one of SPEC §7's messages. Asks the app for the
 * token its push service (FCM) gave this phone, for daily care reminders pushed from the
 * server; the app answers `thrive:PushToken|{json}` (inbound.ts), asking for notifications
 * first if it must, and sends that message again whenever the token changes. A wrapper that
 * does not know the command ignores it, and the settings say the app needs an update.
 */
export const PUSH_TOKEN_COMMAND = 'requestPushToken';

export type WrapperOutboundMessage =
  | { command: WrapperCommandWithValue; value: string | number }
  | { command: Exclude<WrapperCommand, WrapperCommandWithValue> }
  | { command: typeof CARE_ALERT_COMMAND; alert: CareAlert }
  | { command: typeof SIGNED_OUT_COMMAND }
  | { command: typeof PUSH_TOKEN_COMMAND };

/** Separates a command from its value, outbound and inbound alike. */
export const WRAPPER_SEPARATOR = '|';

/**
 * `subscribe` without a referral token (SPEC §4 "skip") still sends the separator, so the
 * wrapper always splits the same way: `subscribe|`.
 */
export function formatWrapperMessage(message: WrapperOutboundMessage): string {
  if ('alert' in message) return `${message.command}${WRAPPER_SEPARATOR}${JSON.stringify(message.alert)}`;
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

/**
 * The phone system the wrapper runs on, for the calls that name it (the rating calls' Device):
 * iOS's WKWebView handler means 'ios'; React Native's WebView runs on both systems, so there
 * the WebView's own user agent decides (an iPad asks for the desktop site: a Mac with touch).
 * Null in a plain browser.
 */
export function wrapperDeviceOS(): DeviceOS | null {
  const target = wrapperTarget();
  if (!target) return null;
  const host = globalThis as unknown as WrapperGlobals;
  if (target !== host.ReactNativeWebView) return 'ios';
  const { userAgent = '', maxTouchPoints = 0 } = globalThis.navigator ?? {};
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple ? 'ios' : 'android';
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
