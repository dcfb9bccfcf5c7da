import type { PushMessage } from '../common/push-message';

/**
 * Sends one push to one phone app, named by the token its push service gave it. 'gone' means
 * the push service no longer knows the token (the app was removed, or its token replaced),
 * so it should be forgotten; any other refusal throws.
 */
export interface AppPushProvider {
  send(token: string, message: PushMessage): Promise<'sent' | 'gone'>;
}
