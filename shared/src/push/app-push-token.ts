import { isInWrapper, postToWrapper, PUSH_TOKEN_COMMAND, subscribeToWrapper } from '../bridge';
import type { AppPushTokenInput } from '../contracts';

/** How long the app may take to answer, its notification prompt included. */
const APP_ANSWER_MS = 30_000;

export const APP_PUSH_UNANSWERED_MESSAGE =
  'The app did not hand over its notifications. Allow notifications for Thrive Garden in your phone’s settings, update the app from its store, or choose e-mail.';

/** Whether the phone app can take push reminders here: inside its WebView. */
export function appPushSupported(): boolean {
  return isInWrapper();
}

/**
 * Asks the app for this phone's push token (PUSH_TOKEN_COMMAND) and waits for its answer,
 * the app's `thrive:PushToken` message. Throws an Error whose message the settings show when
 * the app does not answer: an older app that does not know the command, or notifications
 * refused.
 */
export function requestAppPushToken(waitMs = APP_ANSWER_MS): Promise<AppPushTokenInput> {
  return new Promise((resolve, reject) => {
    const stop = subscribeToWrapper((message) => {
      if (message.kind !== 'PushToken') return;
      finish();
      resolve({ Token: message.token, Platform: message.platform });
    });
    const timer = setTimeout(() => {
      finish();
      reject(new Error(APP_PUSH_UNANSWERED_MESSAGE));
    }, waitMs);
    function finish() {
      clearTimeout(timer);
      stop();
    }
    if (!postToWrapper({ command: PUSH_TOKEN_COMMAND })) {
      finish();
      reject(new Error(APP_PUSH_UNANSWERED_MESSAGE));
    }
  });
}
