/**
 * Where a configured link (a menu url, the identity's forums link) goes. An operator may give
 * an in-app path ("/help/shopping"): it opens in the app, through the router, carrying the
 * parameters (SPEC §2.1). A web address opens in a new tab, as SPEC §2.4 says of the store,
 * Plant Buzz and forums links. Nothing configured: no entry (SPEC §2.3 "only if the URL is
 * non-empty").
 */
export type MenuLink = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/** "//host/x" is a web address without its scheme, not a path of this app. */
const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function menuLink(url: string): MenuLink {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  return isInAppPath(trimmed) ? { kind: 'route', to: trimmed } : { kind: 'external', href: trimmed };
}
