/**
 * SPEC §2.1: the public segment is read by visitors without a session, so the shell shows
 * none of the gardener's chrome there: no header (nor the top padding that makes room for
 * it), no prompts, no care alerts.
 */
export function isPublicPath(pathname: string): boolean {
  return pathname.split('/')[1] === 'public';
}
