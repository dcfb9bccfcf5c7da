import type { AppStoreConfig } from '../../../provider-config';
import { signJws } from '../../common/jws';

/** Apple allows at most an hour; a short life limits what a leaked token could do. */
const TOKEN_LIFETIME_S = 20 * 60;

/** The bearer token of the App Store Server API: a JWT signed ES256 with the .p8 key. */
export function appStoreToken(config: AppStoreConfig, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signJws(
    { kid: config.keyId, typ: 'JWT' },
    {
      iss: config.issuerId,
      iat: issuedAt,
      exp: issuedAt + TOKEN_LIFETIME_S,
      aud: 'appstoreconnect-v1',
      bid: config.bundleId,
    },
    config.privateKey,
    'ES256',
  );
}
