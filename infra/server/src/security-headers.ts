import { foreignOrigins, type RemoteMap } from '@thrive/shared/remotes';

/**
 * The CSP source of a map tile URL template's host (the API's MAP_TILE_URL, validated
 * there): `https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`.
 * A path on our own origin needs none: 'self' covers it.
 */
export function tileSource(tileUrl: string | null): string | null {
  const match = tileUrl ? /^(https?:\/\/)([^/]+)/i.exec(tileUrl) : null;
  if (!match) return null;
  const [, scheme = '', host = ''] = match;
  const [first = '', ...rest] = host.toLowerCase().split('.');
  // Subdomain placeholders ({s} -> a, b, c) are a CSP wildcard on the first label.
  return `${scheme.toLowerCase()}${first.includes('{') ? ['*', ...rest].join('.') : host.toLowerCase()}`;
}

/** The API's answers are data, never a page: nothing may load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface PolicyOptions {
  /** The weather map's tile URL template; its host is allowed for images. */
  tileUrl?: string | null;
}

/**
 * CSP allowing only our own origin plus the origins the active partner map loads
 * remotes from, and the map tile host for images. Styles allow inline because React
 * style props and the toast library inject styles at run time.
 */
export function contentSecurityPolicy(map: RemoteMap, { tileUrl = null }: PolicyOptions = {}): string {
  const remotes = foreignOrigins(map).join(' ');
  const withRemotes = (sources: string) => (remotes ? `${sources} ${remotes}` : sources);
  const tiles = tileSource(tileUrl);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `img-src ${withRemotes(tiles ? `'self' data: blob: ${tiles}` : "'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `connect-src ${withRemotes("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
