import { withCarriedParams, type CarriedParams } from '@thrive/shared';

/**
 * `to` signed in with `key`, as a sign-in link opens it (`#/yards/view/5?key=...`): the
 * session starter registers the key and the key is carried from then on (SPEC §1, §2.1).
 * For a key the app is handed rather than opened with (the account an invitation made).
 */
export function signInAddress(to: string, key: string, carried: CarriedParams): string {
  const [path = '', query = ''] = to.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('key', key);
  return withCarriedParams(`${path}?${params.toString()}`, carried);
}
