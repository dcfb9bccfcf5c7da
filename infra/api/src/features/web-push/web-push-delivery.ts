import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage } from '../common/push-message';
import type { VapidKeys } from './vapid-keys';
import type { BrowserSubscription } from './web-push-subscriptions';

/**
 * Sends one push to one browser through its push service. 'gone' means the push service
 * no longer knows the browser (404 or 410), so its subscription should be forgotten; any
 * other refusal throws with the service's status.
 */
export interface WebPushDelivery {
  send(subscription: BrowserSubscription, message: PushMessage): Promise<'sent' | 'gone'>;
}

/** A reminder is worth nothing a day later: the push service drops it after 12 hours. */
const REMINDER_TTL_SECONDS = 12 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * VAPID's contact for the push services: the app's address when it is served over HTTPS,
 * else a mail address at its host (push services refuse a plain http: subject).
 */
export function vapidSubject(appAddress: string): string {
  const url = new URL(appAddress);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}

/**
 * Web Push (RFC 8030) with the web-push library: the message is encrypted for the browser
 * (RFC 8291) and signed with the server's VAPID keys (RFC 8292). `agent` is for tests, whose
 * fake push service has a certificate of its own.
 */
export function webPushDelivery(keys: VapidKeys, subject: string, agent?: Agent): WebPushDelivery {
  return {
    async send(subscription, message) {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(message), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: REMINDER_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          ...(agent && { agent }),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        if (error instanceof webpush.WebPushError)
          throw new Error(`the push service answered ${error.statusCode}`, { cause: error });
        throw error;
      }
    },
  };
}
