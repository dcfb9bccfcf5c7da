import { isRelativeUrl, needsXsrfHeader, readCookie } from './request-headers';

describe('isRelativeUrl', () => {
  test.each(['yards', '/api/yards', 'users/1/yards?x=1', '?page=2'])('%s is relative', (url) => {
    expect(isRelativeUrl(url)).toBe(true);
  });

  test.each([
    'https://other.example/api',
    'HTTP://other.example/api',
    '//other.example/api',
    'javascript:alert(1)',
    'data:text/plain,hi',
  ])('%s is not relative', (url) => {
    expect(isRelativeUrl(url)).toBe(false);
  });
});

describe('needsXsrfHeader: only state-changing calls to our own API (SPEC §7)', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s to a relative URL needs it', (method) => {
    expect(needsXsrfHeader(method, 'yards/1')).toBe(true);
  });

  test.each(['GET', 'HEAD', 'get', 'head'])('%s does not', (method) => {
    expect(needsXsrfHeader(method, 'yards/1')).toBe(false);
  });

  test.each(['https://other.example/yards', '//other.example/yards'])('POST to %s does not', (url) => {
    expect(needsXsrfHeader('POST', url)).toBe(false);
  });
});

describe('readCookie', () => {
  const cookies = 'theme=dark; XSRF-TOKEN=abc%3D%3D; XXSRF-TOKEN=wrong; raw=a=b';

  test('finds a cookie by exact name and decodes its value', () => {
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('abc==');
    expect(readCookie('raw', cookies)).toBe('a=b');
  });

  test('a malformed escape gives the raw value instead of breaking every call', () => {
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=bad%E0%A4%A')).toBe('bad%E0%A4%A');
  });

  test('returns null for a cookie that is not set', () => {
    expect(readCookie('missing', cookies)).toBeNull();
    expect(readCookie('XSRF-TOKEN', '')).toBeNull();
  });

  test("reads the page's cookies by default", () => {
    document.cookie = 'XSRF-TOKEN=from-page; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('from-page');
  });
});
