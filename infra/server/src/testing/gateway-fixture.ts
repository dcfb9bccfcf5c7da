import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@thrive/api';
import type { RemoteMap } from '@thrive/shared/remotes';
import { loadGatewayConfig } from '../config';
import { listenForTests, type HttpClient } from '../../../api/src/testing/http-client';
import { buildGateway } from '../gateway';

import { openPglite } from '../../../api/src/db/open-pglite';

export { openPglite };
export type { HttpClient, TestResponse } from '../../../api/src/testing/http-client';

export const DEFAULT_MAP: RemoteMap = {
  'mfe-yards': '/remotes/mfe-yards/mf-manifest.json',
  'mfe-plants': '/remotes/mfe-plants/mf-manifest.json',
  'mfe-tasks': '/remotes/mfe-tasks/mf-manifest.json',
  'mfe-landscape': '/remotes/mfe-landscape/mf-manifest.json',
  'mfe-account': '/remotes/mfe-account/mf-manifest.json',
};

const ACME_ACCOUNT = 'https://cdn.acme.example/account/mf-manifest.json';
export const ACME_MAP: RemoteMap = { ...DEFAULT_MAP, 'mfe-account': ACME_ACCOUNT };

/** Larger than @fastify/compress's 1 KB threshold. */
export const BIG_SHELL_JS = `console.log(${JSON.stringify('thrive '.repeat(600))});\n`;

export interface GatewayDirs {
  root: string;
  appsDir: string;
  partnersDir: string;
  /** Writes `<partner>.json` (JSON.stringify'd unless a string) with a later mtime than any before. */
  writeMap(partner: string, content: RemoteMap | string): string;
  remove(): void;
}

/**
 * A temporary APPS_DIR (built shell, built mfe-plants, no dist for the other remotes)
 * and PARTNERS_DIR (default.json, acme.json).
 */
export function createGatewayDirs(): GatewayDirs {
  const root = mkdtempSync(path.join(os.tmpdir(), 'thrive-gateway-'));
  const appsDir = path.join(root, 'apps');
  const partnersDir = path.join(root, 'partners');
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html':
      '<!doctype html><title>Thrive Garden</title><script src="main.0123456789.js"></script>',
    'shell/dist/main.0123456789.js': BIG_SHELL_JS,
    // The build's brotli copy (PrecompressPlugin); the gateway serves it as it is.
    'shell/dist/main.0123456789.js.br': brotliCompressSync(BIG_SHELL_JS),
    'mfe-plants/dist/mf-manifest.json': JSON.stringify({ id: 'mfe_plants', name: 'mfe_plants' }),
    'mfe-plants/dist/remoteEntry.js': 'var mfe_plants = {};\n',
    'mfe-plants/dist/__federation_expose_App.abcdef0123.js': 'export default function App() {}\n',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
    writeFileSync(path.join(appsDir, file), content);
  }
  mkdirSync(partnersDir);
  // Each write gets a later mtime, so a reload is seen even within one clock tick.
  let mtime = Math.floor(Date.now() / 1000);
  const writeMap = (partner: string, content: RemoteMap | string) => {
    const file = path.join(partnersDir, `${partner}.json`);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    mtime += 10;
    utimesSync(file, mtime, mtime);
    return file;
  };
  writeMap('default', DEFAULT_MAP);
  writeMap('acme', ACME_MAP);
  return {
    root,
    appsDir,
    partnersDir,
    writeMap,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * The gateway's config for these dirs; `env` adds PARTNER, PARTNER_HOSTS, MAP_TILE_URL ...
 * Without map tiles unless a test asks for them: its CSP then names only the origins it set.
 */
export function gatewayConfig(dirs: GatewayDirs, env: NodeJS.ProcessEnv = {}) {
  return loadGatewayConfig({
    APPS_DIR: dirs.appsDir,
    PARTNERS_DIR: dirs.partnersDir,
    MAP_TILE_URL: '',
    ...env,
  });
}

export interface RunningGateway {
  app: FastifyInstance;
  request: HttpClient;
}

/** Builds the gateway and starts it on a free loopback port; `app.close()` stops it. */
export async function startGateway(
  database: DatabaseHandle,
  dirs: GatewayDirs,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningGateway> {
  const app = await buildGateway({ config: gatewayConfig(dirs, env), database });
  return { app, request: await listenForTests(app) };
}

/**
 * One gateway for a whole test file (fresh apps dir, partners dir and in-memory
 * database), closed after the last test. Call at the top of a describe block.
 */
export function useGatewayForFile(): () => RunningGateway {
  let database: DatabaseHandle;
  let dirs: GatewayDirs;
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    database = await openPglite(undefined);
    dirs = createGatewayDirs();
    gateway = await startGateway(database, dirs);
  });
  afterAll(async () => {
    await gateway?.app.close();
    await database.close();
    dirs.remove();
  });
  return () => {
    if (!gateway) throw new Error('the gateway is not started yet');
    return gateway;
  };
}
