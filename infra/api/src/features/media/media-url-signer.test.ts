import { createHmac } from 'node:crypto';
import { createMediaUrls } from './media-url-signer';

const SECRET = 'c2VjcmV0LW9mLXRoZS1tZWRpYS1hZGRyZXNzZXMtaGVyZQ';
const at = (iso: string) => () => new Date(iso);
const KEY = 'u12/3f9c-orig.jpg';

/** The expiry and signature of an address. */
function partsOf(url: string) {
  const address = new URL(url, 'http://garden.example');
  return {
    path: address.pathname,
    expiry: address.searchParams.get('e') ?? undefined,
    signature: address.searchParams.get('s') ?? undefined,
  };
}

const unix = (iso: string) => String(Date.parse(iso) / 1000);

describe('media addresses', () => {
  test('/media/{key}?e={expiry}&s={HMAC-SHA256 of key and expiry, base64url}', () => {
    const url = createMediaUrls(SECRET, at('2024-05-10T15:00:00Z')).urlOf(KEY);
    const expiry = unix('2024-05-12T00:00:00Z');
    const signature = createHmac('sha256', SECRET).update(`${KEY}\n${expiry}`).digest('base64url');
    expect(url).toBe(`/media/${KEY}?e=${expiry}&s=${signature}`);
  });

  test('expire at the end of the next UTC day, so a photo keeps one address all day', () => {
    const early = createMediaUrls(SECRET, at('2024-05-10T00:00:01Z')).urlOf(KEY);
    const late = createMediaUrls(SECRET, at('2024-05-10T23:59:59Z')).urlOf(KEY);
    expect(early).toBe(late);
    expect(partsOf(early).expiry).toBe(unix('2024-05-12T00:00:00Z'));
    // At midnight exactly the day has begun: one full day more.
    expect(partsOf(createMediaUrls(SECRET, at('2024-05-11T00:00:00Z')).urlOf(KEY)).expiry).toBe(
      unix('2024-05-12T00:00:00Z'),
    );
    expect(createMediaUrls(SECRET, at('2024-05-11T00:00:01Z')).urlOf(KEY)).not.toBe(early);
  });

  test('differ from key to key', () => {
    const urls = createMediaUrls(SECRET, at('2024-05-10T15:00:00Z'));
    expect(partsOf(urls.urlOf('u12/a-orig.jpg')).signature).not.toBe(
      partsOf(urls.urlOf('u12/b-orig.jpg')).signature,
    );
  });
});

describe('checking an address', () => {
  const issued = partsOf(createMediaUrls(SECRET, at('2024-05-10T15:00:00Z')).urlOf(KEY));
  const checkedAt = (iso: string) => createMediaUrls(SECRET, at(iso));

  test('the address given out is good until its expiry, then no more', () => {
    expect(checkedAt('2024-05-10T15:00:00Z').verify(KEY, issued.expiry, issued.signature)).toBe(true);
    expect(checkedAt('2024-05-11T23:59:59Z').verify(KEY, issued.expiry, issued.signature)).toBe(true);
    expect(checkedAt('2024-05-12T00:00:00Z').verify(KEY, issued.expiry, issued.signature)).toBe(false);
  });

  test('another instance with the same secret accepts it; one with another secret does not', () => {
    expect(
      createMediaUrls(SECRET, at('2024-05-10T16:00:00Z')).verify(KEY, issued.expiry, issued.signature),
    ).toBe(true);
    expect(
      createMediaUrls('another', at('2024-05-10T16:00:00Z')).verify(KEY, issued.expiry, issued.signature),
    ).toBe(false);
  });

  const now = checkedAt('2024-05-10T16:00:00Z');
  const later = String(Number(issued.expiry) + 86_400);

  test.each([
    ['another key', 'u12/other-orig.jpg', issued.expiry, issued.signature],
    ['another user’s folder', 'u13/3f9c-orig.jpg', issued.expiry, issued.signature],
    ['a later expiry', KEY, later, issued.signature],
    ['a tampered signature', KEY, issued.expiry, `${issued.signature?.slice(0, -1)}A`],
    ['a signature cut short', KEY, issued.expiry, issued.signature?.slice(0, 20)],
    ['an empty signature', KEY, issued.expiry, ''],
    ['no signature', KEY, issued.expiry, undefined],
    ['no expiry', KEY, undefined, issued.signature],
    ['an expiry with a sign', KEY, `+${issued.expiry}`, issued.signature],
    ['an expiry in exponent form', KEY, '1e12', issued.signature],
    ['an expiry with a fraction', KEY, `${issued.expiry}.5`, issued.signature],
    ['an expiry with spaces', KEY, ` ${issued.expiry}`, issued.signature],
    ['an expiry far too long', KEY, '9'.repeat(40), issued.signature],
  ])('refuses %s', (_what, key, expiry, signature) => {
    expect(now.verify(key, expiry, signature)).toBe(false);
  });
});
