import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaUrls } from '../common/media-urls';

const DAY_SECONDS = 24 * 60 * 60;
/** Unix seconds, at most 12 digits: anything longer is no expiry of ours. */
const EXPIRY = /^\d{1,12}$/;

/**
 * Addresses `/media/{key}?e={expiry}&s={signature}` (see MediaUrls): the signature is an
 * HMAC-SHA256, base64url, of `key \n expiry`. The expiry is the end of the next UTC day, so the
 * address of a photo stays the same all day (the browser's cache keeps working) and is valid
 * for one to two days: long enough for an open page, short enough that a copied address dies.
 */
export function createMediaUrls(secret: string, clock: () => Date): MediaUrls {
  const signatureOf = (key: string, expiry: string) =>
    createHmac('sha256', secret).update(`${key}\n${expiry}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    urlOf(key) {
      const expiry = String(Math.ceil(nowSeconds() / DAY_SECONDS) * DAY_SECONDS + DAY_SECONDS);
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `/media/${path}?e=${expiry}&s=${signatureOf(key, expiry)}`;
    },

    verify(key, expiry, signature) {
      if (expiry === undefined || signature === undefined || !EXPIRY.test(expiry)) return false;
      if (Number(expiry) <= nowSeconds()) return false;
      const expected = Buffer.from(signatureOf(key, expiry));
      const given = Buffer.from(signature);
      // Compared in constant time, so the time taken tells nothing of the right signature.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
