import type { DatabaseHandle } from '@thrive/api';
import { parseRemoteMap } from '@thrive/shared/remotes';
import {
  ACME_MAP,
  DEFAULT_MAP,
  createGatewayDirs,
  openPglite,
  startGateway,
  type GatewayDirs,
  type RunningGateway,
} from './testing/gateway-fixture';

const ACME_HOST = 'garden.acme.example:8080';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

describe('gateway: /remotes.json, the partner map (DESIGN §3, §5)', () => {
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  const running: RunningGateway[] = [];
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    const gateway = await startGateway(database, dirs, env);
    running.push(gateway);
    return gateway.request;
  };

  beforeAll(async () => {
    database = await openPglite(undefined);
    dirs = createGatewayDirs();
  });
  afterAll(async () => {
    for (const gateway of running) await gateway.app.close();
    await database.close();
    dirs.remove();
  });

  test('serves the default map, valid, never cached', async () => {
    const request = await start();
    const response = await request('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-thrive-partner']).toBe('default');
    expect(parseRemoteMap(response.json())).toEqual(DEFAULT_MAP);
  });

  test('PARTNER=acme serves acme’s map to every host', async () => {
    const request = await start({ PARTNER: 'acme' });
    const response = await request('/remotes.json');
    expect(response.headers['x-thrive-partner']).toBe('acme');
    expect(response.json()).toEqual(ACME_MAP);
  });

  test('PARTNER_HOSTS serves acme’s map to acme’s host (port ignored) and the default map to others', async () => {
    const request = await start({ PARTNER_HOSTS: 'garden.acme.example=acme' });
    const acme = await request({ url: '/remotes.json', headers: { host: ACME_HOST } });
    expect(acme.json()).toEqual(ACME_MAP);
    const acmeUpperCase = await request({ url: '/remotes.json', headers: { host: 'Garden.ACME.example' } });
    expect(acmeUpperCase.json()).toEqual(ACME_MAP);
    const other = await request({ url: '/remotes.json', headers: { host: 'thrive.example:8080' } });
    expect(other.json()).toEqual(DEFAULT_MAP);
    const lookalike = await request({
      url: '/remotes.json',
      headers: { host: 'garden.acme.example.evil.example' },
    });
    expect(lookalike.json()).toEqual(DEFAULT_MAP);
  });

  test('the CSP for acme’s host allows acme’s CDN for scripts and connections', async () => {
    const request = await start({ PARTNER_HOSTS: 'garden.acme.example=acme' });
    const csp = String(
      (await request({ url: '/', headers: { host: ACME_HOST } })).headers['content-security-policy'],
    );
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://cdn.acme.example']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.acme.example']);
  });

  test('the CSP for the default host allows only our own origin (no foreign origin)', async () => {
    const request = await start({ PARTNER_HOSTS: 'garden.acme.example=acme' });
    const { headers } = await request({ url: '/', headers: { host: 'thrive.example' } });
    const csp = String(headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:\/\//);
  });
});
