import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildGateway } from './gateway';
import type { DatabaseHandle } from '@thrive/api';
import {
  ACME_MAP,
  DEFAULT_MAP,
  createGatewayDirs,
  gatewayConfig,
  openPglite,
  startGateway,
  type GatewayDirs,
  type RunningGateway,
} from './testing/gateway-fixture';

const SWAPPED = { ...DEFAULT_MAP, 'mfe-plants': 'https://plants.partner.example/v3/mf-manifest.json' };

describe('partner maps: edited on disk, validated, last good version kept (DESIGN §3)', () => {
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    database = await openPglite(undefined);
  });
  beforeEach(() => {
    dirs = createGatewayDirs();
  });
  afterEach(async () => {
    await gateway?.app.close();
    gateway = undefined;
    dirs.remove();
  });
  afterAll(async () => {
    await database.close();
  });

  const served = async () => (await gateway!.request('/remotes.json')).json();

  test('editing default.json changes /remotes.json and the CSP without rebuilding the gateway', async () => {
    gateway = await startGateway(database, dirs);
    expect(await served()).toEqual(DEFAULT_MAP);
    dirs.writeMap('default', SWAPPED);
    const response = await gateway.request('/remotes.json');
    expect(response.json()).toEqual(SWAPPED);
    expect(response.headers['content-security-policy']).toContain('https://plants.partner.example');
  });

  test.each([
    ['invalid JSON', '{ "mfe-yards": '],
    ['a map that fails validation', JSON.stringify({ ...DEFAULT_MAP, 'mfe-weather': '/w/mf-manifest.json' })],
  ])('a map edited into %s keeps serving its last good version', async (_case, broken) => {
    gateway = await startGateway(database, dirs);
    dirs.writeMap('default', SWAPPED);
    expect(await served()).toEqual(SWAPPED);
    dirs.writeMap('default', broken);
    const response = await gateway.request('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(SWAPPED);
    dirs.writeMap('default', DEFAULT_MAP); // fixed again: served at once
    expect(await served()).toEqual(DEFAULT_MAP);
  });

  test('a map deleted while running keeps serving its last good version, and every page still loads', async () => {
    gateway = await startGateway(database, dirs);
    rmSync(path.join(dirs.partnersDir, 'default.json'));
    const map = await gateway.request('/remotes.json');
    expect(map.status).toBe(200);
    expect(map.json()).toEqual(DEFAULT_MAP);
    expect((await gateway.request('/')).status).toBe(200);
    expect((await gateway.request('/api/health')).status).toBe(200);
  });

  test('starting with a map that is not JSON fails, naming the file', async () => {
    const file = dirs.writeMap('default', '{ "mfe-yards": ');
    await expect(buildGateway({ config: gatewayConfig(dirs), database })).rejects.toThrow(
      `Invalid partner map ${file}: not JSON`,
    );
  });

  test('starting with an invalid map fails, naming the file and the problem', async () => {
    const file = dirs.writeMap('default', {
      ...DEFAULT_MAP,
      'mfe-tasks': '/remotes/mfe-tasks/remoteEntry.js',
    });
    const starting = buildGateway({ config: gatewayConfig(dirs), database });
    await expect(starting).rejects.toThrow(file);
    await expect(starting).rejects.toThrow('mfe-tasks: must point to an mf-manifest.json');
  });

  test('a partner named by PARTNER_HOSTS is validated at start too', async () => {
    const file = dirs.writeMap('acme', {
      ...ACME_MAP,
      'mfe-account': 'javascript:alert(1)//mf-manifest.json',
    });
    const starting = buildGateway({
      config: gatewayConfig(dirs, { PARTNER_HOSTS: 'garden.acme.example=acme' }),
      database,
    });
    await expect(starting).rejects.toThrow(file);
    await expect(starting).rejects.toThrow(/mfe-account: must be a path starting with "\/"/);
  });

  test('a partner without a map file fails at start, naming the file', async () => {
    const starting = buildGateway({ config: gatewayConfig(dirs, { PARTNER: 'globex' }), database });
    await expect(starting).rejects.toThrow(`${dirs.partnersDir}/globex.json`);
  });

  test.each([
    ['PARTNER', { PARTNER: '../etc' }, '../etc'],
    ['PARTNER_HOSTS', { PARTNER_HOSTS: 'evil.example=../../partners/acme' }, '../../partners/acme'],
    ['PARTNER (absolute path)', { PARTNER: '/etc/passwd' }, '/etc/passwd'],
  ])('a partner name with path characters is refused (%s)', async (_case, env, name) => {
    const starting = buildGateway({ config: gatewayConfig(dirs, env), database });
    await expect(starting).rejects.toThrow(`Partner name "${name}" may use only a-z, 0-9 and "-"`);
  });
});
