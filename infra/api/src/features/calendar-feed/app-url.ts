import { badRequest } from '../../http-errors';

/** Said when a feed is asked for under a host name that may not go into its links. */
export const UNKNOWN_HOST_MESSAGE =
  'This calendar was asked for under a web address the server does not know, so its links ' +
  'cannot be made. The server’s operator sets PUBLIC_URL, or adds this host name to ALLOWED_HOSTS.';

/** The gateway's port and the API's own (`npm run api`) when PORT is not set. */
const DEFAULT_PORTS = ['8080', '8081'];
/** This machine's names: what a fresh install is opened at. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `Garden.Example:443/` or `https://garden.example:443`: `garden.example:443`. */
const hostOf = (entry: string) =>
  entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/.*$/, '');

/**
 * The host names (with their port, when one is sent) a request may name for links: those of
 * ALLOWED_HOSTS (comma-separated), else this machine's names at PORT (8080 and 8081 unset).
 */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const listed = (env.ALLOWED_HOSTS ?? '').split(',').map(hostOf).filter(Boolean);
  if (listed.length) return new Set(listed);
  const port = env.PORT?.trim();
  const ports = port ? [port] : DEFAULT_PORTS;
  return new Set(LOOPBACK_NAMES.flatMap((name) => ports.map((each) => `${name}:${each}`)));
}

/**
 * Where the app is served, for the links in a feed: PUBLIC_URL when set (behind a proxy that
 * ends TLS, the request itself says http), else the address the calendar app called, but only
 * when its host is allowed: the Host header is the caller's to write, and a forged one would
 * otherwise put another site's address into a gardener's calendar.
 * @throws HttpError 400 naming PUBLIC_URL and ALLOWED_HOSTS for a host that is not allowed.
 */
export function appUrl(
  request: { protocol: string; host: string },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = (request.host || '').toLowerCase();
  if (!allowedHosts(env).has(host)) throw badRequest(UNKNOWN_HOST_MESSAGE);
  return `${request.protocol}://${host}`;
}
