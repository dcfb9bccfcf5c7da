import type { SignInProblem } from '../authentication/sign-in-problem';

/**
 * 4xx answers that say nothing about the key: the bridge is rate limited (429), and a
 * request can time out (408). Both leave a good key good, so they read as "try again".
 */
const NOT_ABOUT_THE_KEY = new Set([408, 429]);

/**
 * Whether the bridge refused the key itself, and why; null when the failure is the
 * network's or the server's (5xx, unreadable answer), where the key may well be good.
 *
 * The API answers an unknown key and a revoked one alike, 401 "This sign-in link is not
 * valid any more. Ask for a new one." (its lookup skips revoked keys), and sign-in keys
 * never expire; a blank or overlong key gets 400. Nothing tells the cases apart, so every
 * refusal is 'unknown' until the API says more.
 */
export function refusedKeyReason(error: unknown): SignInProblem | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  return NOT_ABOUT_THE_KEY.has(status) ? null : 'unknown';
}
