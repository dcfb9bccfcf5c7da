import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BIG_SHELL_JS, useGatewayForFile } from './testing/gateway-fixture';
import { NOTHING_HERE } from '../../api/src/errors';

const LONG_CACHE = 'public, max-age=31536000, immutable';

describe('gateway: shell and remote bundles (DESIGN §5)', () => {
  const gateway = useGatewayForFile();

  test('/ serves the shell’s index.html, revalidated every time (no-cache)', async () => {
    const response = await gateway().request('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<title>Thrive Garden</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test.each(['/main.0123456789.js', '/remotes/mfe-plants/__federation_expose_App.abcdef0123.js'])(
    'a hashed asset is cached for a year, immutable: %s',
    async (url) => {
      const response = await gateway().request(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
    },
  );

  test.each(['/remotes/mfe-plants/mf-manifest.json', '/remotes/mfe-plants/remoteEntry.js'])(
    'a remote’s entry point is no-cache and loadable from any origin: %s',
    async (url) => {
      const response = await gateway().request(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  test('a remote that is not built answers 404 while the others still serve', async () => {
    const missing = await gateway().request('/remotes/mfe-yards/mf-manifest.json');
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: NOTHING_HERE });
    expect((await gateway().request('/remotes/mfe-plants/mf-manifest.json')).status).toBe(200);
    expect((await gateway().request('/')).status).toBe(200);
  });

  test('an unknown file answers 404 JSON with a message', async () => {
    const response = await gateway().request('/no-such-file.0123456789.js');
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: NOTHING_HERE });
  });

  test('a large enough response is gzip-compressed when the client accepts gzip', async () => {
    const response = await gateway().request({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.raw.length).toBeLessThan(BIG_SHELL_JS.length);
    expect(gunzipSync(response.raw).toString('utf8')).toBe(BIG_SHELL_JS);
  });

  test('a built brotli copy is served as it is, typed and cached as the file it compresses', async () => {
    const response = await gateway().request({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.raw).toEqual(brotliCompressSync(BIG_SHELL_JS));
    expect(brotliDecompressSync(response.raw).toString('utf8')).toBe(BIG_SHELL_JS);
  });

  test('a response is sent uncompressed to a client that does not accept compression', async () => {
    const response = await gateway().request({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(BIG_SHELL_JS);
  });

  test.each(['/', '/remotes.json', '/api/health', '/remotes/mfe-plants/remoteEntry.js'])(
    'security headers from helmet are on every response: %s',
    async (url) => {
      const { headers } = await gateway().request(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // Pages and their files allow our own origin; the API's data answers allow nothing.
      expect(headers['content-security-policy']).toContain(
        url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'",
      );
      expect(headers['x-powered-by']).toBeUndefined();
    },
  );
});
