/**
 * SPEC §8: link-click, activation, welcome-dismiss, sponsor-load, permission and purchase
 * call failures are only logged; the gardener sees nothing. `logFailure(what)` gives a
 * `.catch` handler; `logFailure(what, error)` logs at once.
 */
export function logFailure(what: string): (error: unknown) => void;
export function logFailure(what: string, error: unknown): void;
export function logFailure(what: string, ...error: unknown[]): ((error: unknown) => void) | void {
  const log = (reason: unknown) => console.warn(`[shell] ${what} failed`, reason);
  if (error.length === 0) return log;
  log(error[0]);
}
