/** Header names and app id of the API client (DESIGN §3, §7). */
export const APP_ID = 'thrive';
export const APP_HEADER = 'X-App';
export const TOKEN_HEADER = 'X-Token';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** An URL is relative when it names no scheme and no host of its own. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

export function readCookie(name: string, cookies = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('='); // a malformed escape must not break every call
    }
  }
  return null;
}

/** The anti-forgery header goes only on state-changing calls to our own API (SPEC §7). */
export function needsXsrfHeader(method: string, url: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && isRelativeUrl(url);
}
