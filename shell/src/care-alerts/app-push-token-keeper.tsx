import { selectUserId, useAppSelector, useSaveAppPushTokenMutation } from '@thrive/shared';
import { logFailure } from '../common/log-failure';
import { useWrapperMessage } from '../common/wrapper-messages';

/**
 * The phone app's push token follows the phone: the app sends `thrive:PushToken` when asked
 * (Settings, care reminders) and again whenever its push service gives it a new token, and
 * each one heard while a gardener is signed in goes to the server, so reminders pushed from
 * the server keep reaching the phone. Saving a known token again changes nothing. Mounted
 * once in the shell.
 */
export function AppPushTokenKeeper() {
  const userId = useAppSelector(selectUserId);
  const [save] = useSaveAppPushTokenMutation();
  useWrapperMessage(['PushToken'], (message) => {
    if (!userId) return;
    save({ Token: message.token, Platform: message.platform })
      .unwrap()
      .catch(logFailure('saving the app’s push token'));
  });
  return null;
}
