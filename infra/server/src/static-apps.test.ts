import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createGatewayDirs,
  openPglite,
  startGateway,
  type GatewayDirs,
  type RunningGateway,
} from './testing/gateway-fixture';
import type { DatabaseHandle } from '@thrive/api';

const MAP = JSON.stringify({ version: 3, sources: ['../src/secret-garden.tsx'], mappings: 'AAAA' });

describe('gateway: source maps are kept on the server, never served (404)', () => {
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  let gateway: RunningGateway;
  beforeAll(async () => {
    database = await openPglite(undefined);
    dirs = createGatewayDirs();
    // What a production build leaves beside its bundles: maps for error reports.
    for (const file of [
      'shell/dist/main.0123456789.js.map',
      'shell/dist/main.0123456789.js.map.br',
      'shell/dist/main.0123456789.css.map',
      'mfe-plants/dist/remoteEntry.js.map',
      'mfe-plants/dist/__federation_expose_App.abcdef0123.js.map',
    ])
      writeFileSync(path.join(dirs.appsDir, file), MAP);
    gateway = await startGateway(database, dirs);
  });
  afterAll(async () => {
    await gateway.app.close();
    await database.close();
    dirs.remove();
  });

  test.each([
    '/main.0123456789.js.map',
    '/main.0123456789.css.map',
    '/main.0123456789.js.map.br',
    '/main.0123456789.js.MAP',
    '/main.0123456789.js.%6dap',
    '/main.0123456789.js.map?v=1',
    '/remotes/mfe-plants/remoteEntry.js.map',
    '/remotes/mfe-plants/__federation_expose_App.abcdef0123.js.map',
  ])('%s answers 404 in our error format, with no source in it', async (url) => {
    const response = await gateway.request({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.text).not.toContain('secret-garden');
  });

  test('the bundles beside the maps are still served', async () => {
    expect((await gateway.request('/main.0123456789.js')).status).toBe(200);
    expect((await gateway.request('/remotes/mfe-plants/remoteEntry.js')).status).toBe(200);
  });
});
