import type { DatabaseHandle } from '@thrive/api';
import type { RemoteMap } from '@thrive/shared/remotes';
import { contentSecurityPolicy, tileSource } from './security-headers';
import { createGatewayDirs, openPglite, startGateway, type GatewayDirs } from './testing/gateway-fixture';

const LOCAL: RemoteMap = {
  'mfe-yards': '/remotes/mfe-yards/mf-manifest.json',
  'mfe-plants': '/remotes/mfe-plants/mf-manifest.json',
  'mfe-tasks': '/remotes/mfe-tasks/mf-manifest.json',
  'mfe-landscape': '/remotes/mfe-landscape/mf-manifest.json',
  'mfe-account': '/remotes/mfe-account/mf-manifest.json',
};
const PARTNER: RemoteMap = {
  ...LOCAL,
  'mfe-plants': 'https://cdn.acme.example/plants/mf-manifest.json',
  'mfe-account': 'https://cdn.acme.example/account/mf-manifest.json',
  'mfe-tasks': 'https://tasks.other.example:8443/v2/mf-manifest.json',
};
const REMOTE_LOADING = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

function directives(csp: string): Map<string, string[]> {
  const entries = csp.split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

describe('contentSecurityPolicy: our origin plus the active map’s remote origins', () => {
  test('a map of same-origin paths allows no foreign origin at all', () => {
    const csp = contentSecurityPolicy(LOCAL);
    expect(csp).not.toMatch(/https?:/);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
  });

  test('each remote origin is allowed wherever remotes load from, once each', () => {
    const policy = directives(contentSecurityPolicy(PARTNER));
    for (const name of REMOTE_LOADING) {
      const sources = policy.get(name) ?? [];
      expect(sources).toEqual(
        expect.arrayContaining(["'self'", 'https://cdn.acme.example', 'https://tasks.other.example:8443']),
      );
      expect(new Set(sources).size).toBe(sources.length);
    }
  });

  test('remote origins do not widen default-src, base-uri, form-action or frame-ancestors', () => {
    const policy = directives(contentSecurityPolicy(PARTNER));
    for (const name of ['default-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(policy.get(name)).toEqual(["'self'"]);
    }
  });

  test("plugins are off: object-src 'none'", () => {
    expect(directives(contentSecurityPolicy(PARTNER)).get('object-src')).toEqual(["'none'"]);
  });

  test('names each directive once', () => {
    const names = contentSecurityPolicy(PARTNER)
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the weather map tiles (MAP_TILE_URL) in the CSP', () => {
  const OPEN_TOPO_MAP = 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png';

  test('a configured tile host is allowed for images, and for nothing else', () => {
    const policy = directives(contentSecurityPolicy(LOCAL, { tileUrl: OPEN_TOPO_MAP }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.opentopomap.org']);
    for (const name of ['default-src', 'script-src', 'style-src', 'font-src', 'connect-src']) {
      expect(policy.get(name)?.join(' ')).not.toMatch(/opentopomap/);
    }
  });

  test('the tile host sits beside the partner’s remote origins', () => {
    const sources = directives(contentSecurityPolicy(PARTNER, { tileUrl: OPEN_TOPO_MAP })).get('img-src');
    expect(sources).toEqual(
      expect.arrayContaining(['https://*.tile.opentopomap.org', 'https://cdn.acme.example']),
    );
  });

  test('no tiles (MAP_TILE_URL none) or tiles on our own origin widen nothing', () => {
    expect(contentSecurityPolicy(LOCAL, { tileUrl: null })).toBe(contentSecurityPolicy(LOCAL));
    expect(contentSecurityPolicy(LOCAL, { tileUrl: '/tiles/{z}/{x}/{y}.png' })).toBe(
      contentSecurityPolicy(LOCAL),
    );
  });

  test('a tile host keeps its scheme and port; a subdomain placeholder becomes a wildcard', () => {
    expect(tileSource('http://tiles.example.org:8081/{z}/{x}/{y}.png')).toBe('http://tiles.example.org:8081');
    expect(tileSource('https://tile-{s}.Example.org/{z}/{x}/{y}.png')).toBe('https://*.example.org');
    expect(tileSource(null)).toBeNull();
  });
});

describe('the gateway’s CSP follows MAP_TILE_URL, as the API’s map settings do', () => {
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await openPglite(undefined);
    dirs = createGatewayDirs();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await database.close();
    dirs.remove();
  });

  const imageSources = async (env: NodeJS.ProcessEnv) => {
    const gateway = await startGateway(database, dirs, env);
    closers.push(() => gateway.app.close());
    const csp = String((await gateway.request({ url: '/' })).headers['content-security-policy']);
    return directives(csp).get('img-src');
  };

  test('a configured tile server’s host is allowed for images', async () => {
    expect(await imageSources({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toContain(
      'https://tiles.example.org',
    );
  });

  test('API answers are data: their policy allows nothing to load or frame them', async () => {
    const gateway = await startGateway(database, dirs, {
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
    closers.push(() => gateway.app.close());
    const { headers } = await gateway.request({ url: '/api/health' });
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('MAP_TILE_URL empty (tests, offline): images from our own origin only', async () => {
    expect(await imageSources({ MAP_TILE_URL: '' })).toEqual(["'self'", 'data:', 'blob:']);
  });
});
