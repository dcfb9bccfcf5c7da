import { foreignOrigins, type RemoteMap } from '@thrive/shared/remotes';

/**
 * CSP allowing only our own origin plus the origins the active partner map loads
 * remotes from. Styles allow inline because React style props and the toast library
 * inject styles at run time.
 */
export function contentSecurityPolicy(map: RemoteMap): string {
  const remotes = foreignOrigins(map).join(' ');
  const withRemotes = (sources: string) => (remotes ? `${sources} ${remotes}` : sources);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `img-src ${withRemotes("'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `connect-src ${withRemotes("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
