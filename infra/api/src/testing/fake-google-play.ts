import type { KeyObject } from 'node:crypto';
import { ANDROID_PUBLISHER_SCOPE } from '../features/common/google-access-token';
import { decodeJws, jwsSignedBy } from '../features/common/jws';
import { bearerOf, startFakeServer, type FakeReply, type FakeRequest } from './fake-store-server';

export interface FakeGooglePlay {
  /** The API origin (GOOGLE_PLAY_API_URL). */
  url: string;
  /** The token endpoint (GOOGLE_PLAY_TOKEN_URL). */
  tokenUrl: string;
  /** What the API answers per purchase token (a SubscriptionPurchaseV2); unknown tokens get 400. */
  subscriptions: Map<string, object>;
  /** Subscription look-ups received (paths), in order. */
  lookups(): string[];
  /** Answers every look-up with this status (e.g. 503), until set back to null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A SubscriptionPurchaseV2 of one line item. */
export function googleSubscription(
  subscriptionState: string,
  expiryTime: Date,
  extra: Record<string, unknown> = {},
): object {
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    regionCode: 'US',
    startTime: '2026-03-30T08:00:00Z',
    subscriptionState,
    latestOrderId: 'GPA.3345-0000-0000-00000',
    acknowledgementState: 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    lineItems: [{ productId: 'thrive_plus_annual', expiryTime: expiryTime.toISOString() }],
    ...extra,
  };
}

const googleError = (status: number, message: string): FakeReply => ({
  status,
  body: { error: { code: status, message, errors: [{ message, reason: 'invalid' }] } },
});

/**
 * Google's OAuth token endpoint and the Play Developer API's subscriptionsv2.get on 127.0.0.1:
 * tokens only for an assertion the service account signed (RS256, our audience and scope),
 * look-ups only with a token it issued and for its package.
 */
export async function startFakeGooglePlay(options: {
  packageName: string;
  serviceAccountKey: KeyObject;
}): Promise<FakeGooglePlay> {
  const subscriptions = new Map<string, object>();
  const issued = new Set<string>();
  let failure: number | null = null;
  let tokenUrl = '';

  function grant(request: FakeRequest): FakeReply {
    const form = new URLSearchParams(request.body);
    const assertion = decodeJws(form.get('assertion') ?? '');
    const valid =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      assertion !== null &&
      jwsSignedBy(assertion, options.serviceAccountKey, 'RS256') &&
      assertion.payload.aud === tokenUrl &&
      assertion.payload.scope === ANDROID_PUBLISHER_SCOPE;
    if (!valid) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT.' } };
    const token = `ya29.fake-${issued.size + 1}`;
    issued.add(token);
    return { status: 200, body: { access_token: token, expires_in: 3599, token_type: 'Bearer' } };
  }

  const LOOKUP = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/subscriptionsv2\/tokens\/(.+)$/;
  function lookUp(request: FakeRequest): FakeReply {
    const [, packageName, purchaseToken] = LOOKUP.exec(request.path) ?? [];
    if (!packageName || !purchaseToken) return googleError(404, 'Not found');
    if (!issued.has(bearerOf(request)))
      return googleError(401, 'Request had invalid authentication credentials.');
    if (failure !== null) return googleError(failure, 'The service is currently unavailable.');
    if (packageName !== options.packageName)
      return googleError(404, 'No application was found for the given package name.');
    const subscription = subscriptions.get(purchaseToken);
    return subscription ? { status: 200, body: subscription } : googleError(400, 'Invalid Value');
  }

  const server = await startFakeServer((request) =>
    request.method === 'POST' && request.path === '/token' ? grant(request) : lookUp(request),
  );
  tokenUrl = `${server.url}/token`;
  return {
    url: server.url,
    tokenUrl,
    subscriptions,
    lookups: () =>
      server.received.filter((request) => request.path.startsWith('/androidpublisher')).map((r) => r.path),
    failWith: (status) => {
      failure = status;
    },
    close: server.close,
  };
}
