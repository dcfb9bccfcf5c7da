import type { KeyObject } from 'node:crypto';
import { fetchJson } from './fetch-json';
import { signJws } from './jws';

export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ASSERTION_LIFETIME_S = 3600;
/** A token is renewed this long before Google says it ends, so none expires mid-request. */
const RENEW_EARLY_MS = 60_000;

/** What the grant needs of a Google Cloud service account's key file. */
interface ServiceAccountKey {
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId?: string;
}

export interface GoogleAccessTokens {
  /** A bearer token for the scope's API, from the cache while it lasts. */
  get(): Promise<string>;
  /** Drops the cached token (the API refused it). */
  forget(): void;
}

/**
 * OAuth 2.0 tokens for a service account by the JWT-bearer grant (RFC 7523): an assertion
 * signed RS256 with the account's key is exchanged at the token endpoint. One token serves
 * every request until shortly before it ends. Google Play's receipts use the Play Developer
 * API's scope; the app's pushes FCM's.
 */
export function googleAccessTokens(
  account: ServiceAccountKey,
  tokenUrl: string,
  clock: () => Date,
  scope = ANDROID_PUBLISHER_SCOPE,
): GoogleAccessTokens {
  /** The token, or the exchange under way: requests made at once share one exchange. */
  let cached: Promise<{ token: string; until: number }> | null = null;

  async function fetchToken(): Promise<{ token: string; until: number }> {
    const now = clock().getTime();
    const issuedAt = Math.floor(now / 1000);
    const assertion = signJws(
      { typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) },
      {
        iss: account.clientEmail,
        scope,
        aud: tokenUrl,
        iat: issuedAt,
        exp: issuedAt + ASSERTION_LIFETIME_S,
      },
      account.privateKey,
      'RS256',
    );
    const answer = await fetchJson(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    });
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== 'string')
      throw new Error(`Google's token service answered ${answer.status}`);
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_LIFETIME_S;
    return { token: body.access_token, until: now + lifetimeS * 1000 - RENEW_EARLY_MS };
  }

  return {
    async get() {
      const held = cached;
      const token = held && (await held.catch(() => null));
      if (token && clock().getTime() < token.until) return token.token;
      // Expired or failed: the first to see it starts the next exchange, the others join it.
      if (cached === held) cached = fetchToken();
      const fresh = cached!;
      try {
        return (await fresh).token;
      } catch (error) {
        if (cached === fresh) cached = null;
        throw error;
      }
    },
    forget() {
      cached = null;
    },
  };
}
