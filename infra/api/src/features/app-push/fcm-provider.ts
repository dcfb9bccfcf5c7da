import { createPrivateKey } from 'node:crypto';
import { fetchJson } from '../common/fetch-json';
import { googleAccessTokens } from '../common/google-access-token';
import type { PushMessage } from '../common/push-message';
import type { AppPushConfig } from './app-push-config';
import type { AppPushProvider } from './app-push-provider';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** FCM's error body (google.rpc.Status), as far as it is read here. */
interface FcmErrorBody {
  error?: { message?: string; details?: { errorCode?: string }[] };
}

/**
 * FCM's HTTP v1 API with no Google library: the service account's access token (the OAuth
 * JWT-bearer grant, common/google-access-token.ts, shared with Google Play's receipts), then
 * one messages:send per push. A 401 drops the access token, so the next push gets a new one.
 * `clock` is for tests.
 */
export function fcmProvider(
  config: AppPushConfig,
  { clock = () => new Date() }: { clock?: () => Date } = {},
): AppPushProvider {
  const account = { clientEmail: config.clientEmail, privateKey: createPrivateKey(config.privateKey) };
  const tokens = googleAccessTokens(account, config.tokenUri, clock, FCM_SCOPE);
  const sendUrl = `${config.apiUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`;

  return {
    async send(token: string, message: PushMessage) {
      const answer = await fetchJson(sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokens.get()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: { url: message.url },
            // A daily reminder need not wake a dozing phone: normal priority on both platforms.
            android: { priority: 'normal' },
            apns: { headers: { 'apns-priority': '5' } },
          },
        }),
      });
      if (answer.status >= 200 && answer.status < 300) return 'sent';
      const { error } = (answer.body ?? {}) as FcmErrorBody;
      const unregistered = error?.details?.some((detail) => detail.errorCode === 'UNREGISTERED');
      if (answer.status === 404 || unregistered) return 'gone';
      // Revoked or refused before its time: the next push starts from a new exchange.
      if (answer.status === 401) tokens.forget();
      throw new Error(`FCM answered ${answer.status}: ${error?.message ?? 'no reason given'}`);
    },
  };
}
