import type { AppStoreConfig } from '../../../provider-config';
import { appStoreVerdict } from './app-store-answer';
import { appStoreToken } from './app-store-token';
import { UntrustedPayloadError, verifyAppleSignedPayload } from './apple-signed-payload';
import { appleTransactionIdOf } from './receipt-references';
import { fetchJson } from '../../common/fetch-json';
import { rejected, unverifiable, type StoreVerdict } from './store-verdict';

/** Apple's answers for a transaction id it does not know, or one that is not an id. */
const UNKNOWN_TRANSACTION = new Set([400, 404]);

/**
 * The App Store Server API adapter: Get All Subscription Statuses for the receipt's original
 * transaction, authorised with a JWT from the .p8 key; only payloads Apple signed are read.
 */
export function appStoreVerifier(config: AppStoreConfig, clock: () => Date) {
  return async function verify(receipt: string): Promise<StoreVerdict> {
    const transactionId = appleTransactionIdOf(receipt);
    if (!transactionId) return rejected('The receipt carries no App Store transaction id.');
    const now = clock();
    try {
      const answer = await fetchJson(`${config.apiUrl}/inApps/v1/subscriptions/${transactionId}`, {
        headers: { authorization: `Bearer ${appStoreToken(config, now)}`, accept: 'application/json' },
      });
      if (UNKNOWN_TRANSACTION.has(answer.status))
        return rejected('The App Store does not know this purchase.');
      if (answer.status !== 200) return unverifiable(`The App Store answered ${answer.status}`);
      return appStoreVerdict(answer.body, transactionId, {
        bundleId: config.bundleId,
        environment: config.environment,
        verifyPayload: (signed) => verifyAppleSignedPayload(signed, config.rootCertificate, now),
      });
    } catch (error) {
      if (error instanceof UntrustedPayloadError) return unverifiable(error.message);
      return unverifiable(`The App Store could not be asked: ${(error as Error).message}`);
    }
  };
}
