/** The carried session key (SPEC §2.1 `key`), in the page's query or the hash route's. */
const KEY_PARAM = 'key';

function withoutKey(query: string): string {
  const params = new URLSearchParams(query);
  params.delete(KEY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address without its sign-in key: `/?key=k#/plants/search?zid=5&key=k` ->
 * `/#/plants/search?zid=5`. Other parameters stay as they were.
 */
export function addressWithoutSignInKey(href: string): string {
  const url = new URL(href);
  const [route = '', routeQuery] = url.hash.split('?', 2);
  url.search = withoutKey(url.search);
  url.hash = routeQuery === undefined ? route : `${route}${withoutKey(routeQuery)}`;
  return url.toString();
}
