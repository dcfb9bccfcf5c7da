/**
 * Why the gardener is on the authentication page: our own `reason` parameter (issue 14),
 * not one SPEC carries. 'unknown' stands for any refusal the server does not explain.
 * 'signed-out' follows Sign out (issue 30); 'signed-out-offline' too, when the server could
 * not be told, so the token may still work until it expires.
 */
const SIGN_IN_PROBLEMS = [
  'missing',
  'expired',
  'revoked',
  'unknown',
  'signed-out',
  'signed-out-offline',
] as const;
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

export const AUTHENTICATION_PATH = '/authentication';
const REASON_PARAM = 'reason';

/** The reason in the address; an absent or unfamiliar one is 'unknown', never an error. */
export function signInProblemOf(search: string): SignInProblem {
  const reason = new URLSearchParams(search).get(REASON_PARAM);
  return (SIGN_IN_PROBLEMS as readonly (string | null)[]).includes(reason)
    ? (reason as SignInProblem)
    : 'unknown';
}

export function authenticationPath(reason: SignInProblem): string {
  return `${AUTHENTICATION_PATH}?${REASON_PARAM}=${reason}`;
}

/** The reasons that follow the gardener's own Sign out, not a refused link. */
export const isSignedOut = (reason: SignInProblem) =>
  reason === 'signed-out' || reason === 'signed-out-offline';
