/**
 * Signed addresses of photo files under /media (DESIGN §5). A gardener's photos are private:
 * the API hands out a file's address only to whom may see it, and the address carries an
 * expiry and an HMAC of key and expiry, so an `<img>` can load it without the sign-in headers
 * and nobody can make one up. Expiries are rounded up to whole days so that the same photo
 * keeps the same address for a day and browsers can cache it.
 */
export interface MediaUrls {
  /** `/media/{key}?e={expiry}&s={signature}` */
  urlOf(key: string): string;
  /** True when the signature is right for the key and the expiry has not passed. */
  verify(key: string, expiry: string | undefined, signature: string | undefined): boolean;
}
