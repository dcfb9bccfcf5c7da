/**
 * The address a gardener opens to sign in (SPEC §1: sessions start from a key in the address).
 * `appAddress` is where the app is served (config.ts appAddress): the caller knows which server.
 */
export function signInLink(key: string, appAddress: string): string {
  return `${appAddress.replace(/\/+$/, '')}/?key=${encodeURIComponent(key)}#/`;
}
