import type { Database } from '../../db/database';
import type { AppPushProvider } from '../app-push/app-push-provider';
import { appPushTokensOf, forgetAppPushToken } from '../app-push/app-push-tokens';
import type { PushMessage } from '../common/push-message';
import type { WebPushDelivery } from '../web-push/web-push-delivery';
import { forgetWebPushEndpoint, webPushSubscriptionsOf } from '../web-push/web-push-subscriptions';

/** One browser or phone a gardener's reminder is pushed to. */
export interface PushTarget {
  /** Where, for the log: the push service's host, or the phone's platform. */
  label: string;
  send(message: PushMessage): Promise<'sent' | 'gone'>;
  /** Its push service no longer knows it: nothing will reach it again. */
  forget(): Promise<void>;
}

/** The gardener's browsers (Web Push), sent to with the delivery made when first needed. */
export async function browserTargets(
  db: Database,
  userId: number,
  delivery: () => Promise<WebPushDelivery>,
): Promise<PushTarget[]> {
  const subscriptions = await webPushSubscriptionsOf(db, userId);
  return subscriptions.map((subscription) => ({
    label: new URL(subscription.endpoint).host,
    send: async (message) => (await delivery()).send(subscription, message),
    forget: () => forgetWebPushEndpoint(db, subscription.endpoint),
  }));
}

/** The gardener's phones (the app's push, FCM); none can be reached without a provider. */
export async function phoneTargets(
  db: Database,
  userId: number,
  provider: AppPushProvider | null,
): Promise<PushTarget[]> {
  const tokens = await appPushTokensOf(db, userId);
  if (tokens.length > 0 && !provider)
    throw new Error('push in the app is not set up on this server (FCM_CREDENTIALS)');
  return tokens.map((token) => ({
    label: 'the app',
    send: (message) => provider!.send(token, message),
    forget: () => forgetAppPushToken(db, token),
  }));
}

/**
 * Sends the message to every target; one that fails does not keep it from the others, and a
 * target its push service calls gone is forgotten. Throws once all were tried when any
 * failed. The number that took it.
 */
export async function pushToTargets(targets: readonly PushTarget[], message: PushMessage): Promise<number> {
  const failures: string[] = [];
  let sent = 0;
  for (const target of targets) {
    try {
      if ((await target.send(message)) === 'gone') await target.forget();
      else sent += 1;
    } catch (error) {
      failures.push(`${target.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`the push did not reach ${failures.join('; ')}`);
  return sent;
}
