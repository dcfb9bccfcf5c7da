import { signJws } from './jws';
import type { GoogleServiceAccount } from './store-credentials';
import { fetchStore } from './store-fetch';

export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ASSERTION_LIFETIME_S = 3600;
/** A token is renewed this long before Google says it ends, so none expires mid-request. */
const RENEW_EARLY_MS = 60_000;

export interface GoogleAccessTokens {
  /** A bearer token for the Play Developer API, from the cache while it lasts. */
  get(): Promise<string>;
  /** Drops the cached token (the API refused it). */
  forget(): void;
}

/**
 * OAuth 2.0 tokens for a service account by the JWT-bearer grant (RFC 7523): an assertion
 * signed RS256 with the account's key is exchanged at the token endpoint. One token serves
 * every request until shortly before it ends.
 */
export function googleAccessTokens(
  account: GoogleServiceAccount,
  tokenUrl: string,
  clock: () => Date,
): GoogleAccessTokens {
  let cached: { token: string; until: number } | null = null;

  async function fetchToken(): Promise<{ token: string; until: number }> {
    const now = clock().getTime();
    const issuedAt = Math.floor(now / 1000);
    const assertion = signJws(
      { typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) },
      {
        iss: account.clientEmail,
        scope: ANDROID_PUBLISHER_SCOPE,
        aud: tokenUrl,
        iat: issuedAt,
        exp: issuedAt + ASSERTION_LIFETIME_S,
      },
      account.privateKey,
      'RS256',
    );
    const answer = await fetchStore(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    });
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== 'string')
      throw new Error(`Google's token endpoint answered ${answer.status}`);
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_LIFETIME_S;
    return { token: body.access_token, until: now + lifetimeS * 1000 - RENEW_EARLY_MS };
  }

  return {
    async get() {
      if (!cached || clock().getTime() >= cached.until) cached = await fetchToken();
      return cached.token;
    },
    forget() {
      cached = null;
    },
  };
}
