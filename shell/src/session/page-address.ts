import { addressWithoutSignInKey } from '@thrive/shared';

/**
 * The page's address without its sign-in key, in place: no history entry, no reload. The
 * page's own query (`/?key=...#/`) is outside the hash router, so leaving a key behind
 * (a refused one, or the one of a gardener who signed out) starts here.
 */
export function dropKeyFromPageAddress(): void {
  const location = globalThis.location;
  if (!location) return;
  const cleaned = addressWithoutSignInKey(location.href);
  if (cleaned !== location.href) globalThis.history?.replaceState(globalThis.history.state, '', cleaned);
}
