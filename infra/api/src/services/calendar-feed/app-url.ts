/**
 * Where the app is served, for the links in a feed: PUBLIC_URL when set (behind a proxy
 * that ends TLS, the request itself says http), else the address the calendar app called.
 */
export function appUrl(
  request: { protocol: string; host: string },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const configured = env.PUBLIC_URL?.trim();
  return (configured || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
