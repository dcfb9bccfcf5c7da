/** The feed's address as a calendar needs it: absolute (the API may answer with a path). */
export function absoluteFeedUrl(url: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  return new URL(url, origin).toString();
}

/** webcal:// opens the device's calendar app with a subscription to the address. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
