import type { KeyObject } from 'node:crypto';
import { decodeJws, jwsSignedBy, signJws } from '../features/common/jws';
import { bearerOf, startFakeServer, type FakeReply, type FakeRequest } from './fake-store-server';
import type { AppleTestChain } from './test-certificates';

/** One subscription as the App Store knows it: its status (1 active ... 5 revoked) and last transaction. */
interface AppleSubscription {
  status: number;
  transaction: Record<string, unknown>;
}

export interface FakeAppStore {
  /** The API origin (APP_STORE_API_URL). */
  url: string;
  /** What the API knows, by original transaction id; other ids get 404. */
  subscriptions: Map<string, AppleSubscription>;
  /** The chain that signs answers (swap it to sign with an untrusted one). */
  signingChain: AppleTestChain;
  /** Status look-ups received (paths), in order. */
  lookups(): string[];
  close(): Promise<void>;
}

/** A JWSTransactionDecodedPayload of an auto-renewable subscription. */
export function appleTransaction(
  originalTransactionId: string,
  expiresDate: Date,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    transactionId: originalTransactionId,
    originalTransactionId,
    bundleId: 'garden.thrive.app',
    productId: 'thrive_plus_annual',
    purchaseDate: expiresDate.getTime() - 30 * 24 * 3600 * 1000,
    expiresDate: expiresDate.getTime(),
    type: 'Auto-Renewable Subscription',
    environment: 'Production',
    signedDate: expiresDate.getTime() - 30 * 24 * 3600 * 1000,
    ...extra,
  };
}

const appleError = (status: number, errorCode: number, errorMessage: string): FakeReply => ({
  status,
  body: { errorCode, errorMessage },
});

/**
 * The App Store Server API's Get All Subscription Statuses on 127.0.0.1: it answers only a
 * bearer JWT signed ES256 by the configured key (kid, issuer, audience, bundle id), and signs
 * each transaction as a JWS whose x5c is the signing chain.
 */
export async function startFakeAppStore(options: {
  apiKey: KeyObject;
  keyId: string;
  issuerId: string;
  bundleId: string;
  chain: AppleTestChain;
}): Promise<FakeAppStore> {
  const subscriptions = new Map<string, AppleSubscription>();
  const fake = { signingChain: options.chain };

  function authorised(request: FakeRequest): boolean {
    const token = decodeJws(bearerOf(request));
    return (
      token !== null &&
      jwsSignedBy(token, options.apiKey, 'ES256') &&
      token.header.kid === options.keyId &&
      token.payload.iss === options.issuerId &&
      token.payload.aud === 'appstoreconnect-v1' &&
      token.payload.bid === options.bundleId
    );
  }

  const sign = (payload: object) => {
    const { leaf, intermediate, root } = fake.signingChain;
    return signJws(
      { x5c: [leaf.base64, intermediate.base64, root.base64] },
      payload,
      leaf.privateKey,
      'ES256',
    );
  };

  function statuses(request: FakeRequest): FakeReply {
    const [, transactionId] = /^\/inApps\/v1\/subscriptions\/(.+)$/.exec(request.path) ?? [];
    if (!transactionId) return appleError(404, 4040000, 'Not found.');
    if (!authorised(request)) return { status: 401, body: {} };
    if (!/^\d+$/.test(transactionId)) return appleError(400, 4000006, 'Invalid transaction id.');
    const subscription = subscriptions.get(transactionId);
    if (!subscription) return appleError(404, 4040010, 'Transaction id not found.');
    return {
      status: 200,
      body: {
        environment: subscription.transaction.environment,
        bundleId: subscription.transaction.bundleId,
        appAppleId: 1234567890,
        data: [
          {
            subscriptionGroupIdentifier: '21000000',
            lastTransactions: [
              {
                originalTransactionId: transactionId,
                status: subscription.status,
                signedTransactionInfo: sign(subscription.transaction),
                signedRenewalInfo: sign({ originalTransactionId: transactionId, autoRenewStatus: 1 }),
              },
            ],
          },
        ],
      },
    };
  }

  const server = await startFakeServer(statuses);
  return Object.assign(fake, {
    url: server.url,
    subscriptions,
    lookups: () => server.received.map((request) => request.path),
    close: server.close,
  });
}
