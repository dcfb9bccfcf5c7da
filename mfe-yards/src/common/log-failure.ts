/** SPEC §8: link-click failures are only logged; the gardener sees nothing. */
export function logFailure(what: string, reason: unknown): void {
  console.warn(`[mfe-yards] ${what} failed`, reason);
}
