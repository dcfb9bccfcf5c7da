import type { GooglePlayConfig } from '../../../provider-config';
import { googleAccessTokens } from '../../common/google-access-token';
import { googlePlayVerdict } from './google-play-answer';
import { androidPurchaseOf } from './receipt-references';
import { fetchJson } from '../../common/fetch-json';
import { rejected, unverifiable, type StoreVerdict } from './store-verdict';

/** Google's answers for a token it does not know, or one that is not a token. */
const UNKNOWN_PURCHASE = new Set([400, 404, 410]);

/**
 * The Google Play Developer API adapter: purchases.subscriptionsv2.get for the receipt's
 * purchase token, authorised with the service account's OAuth token.
 */
export function googlePlayVerifier(config: GooglePlayConfig, clock: () => Date) {
  const tokens = googleAccessTokens(config.serviceAccount, config.tokenUrl, clock);
  const urlFor = (purchaseToken: string) =>
    `${config.apiUrl}/androidpublisher/v3/applications/${encodeURIComponent(config.packageName)}` +
    `/purchases/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`;

  async function ask(purchaseToken: string) {
    return fetchJson(urlFor(purchaseToken), {
      headers: { authorization: `Bearer ${await tokens.get()}`, accept: 'application/json' },
    });
  }

  return async function verify(receipt: string): Promise<StoreVerdict> {
    const purchase = androidPurchaseOf(receipt);
    if (!purchase) return rejected('The receipt carries no Google Play purchase token.');
    if (purchase.packageName !== undefined && purchase.packageName !== config.packageName)
      return rejected(`The receipt is for another app (${purchase.packageName}).`);
    try {
      let answer = await ask(purchase.purchaseToken);
      if (answer.status === 401) {
        // The cached token was revoked or ended early: one fresh try.
        tokens.forget();
        answer = await ask(purchase.purchaseToken);
      }
      if (answer.status === 200) return googlePlayVerdict(answer.body, purchase.purchaseToken);
      if (UNKNOWN_PURCHASE.has(answer.status)) return rejected('Google Play does not know this purchase.');
      return unverifiable(`Google Play answered ${answer.status}`);
    } catch (error) {
      return unverifiable(`Google Play could not be asked: ${(error as Error).message}`);
    }
  };
}
