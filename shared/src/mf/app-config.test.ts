import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig, remoteConfig } from './app-config';

// @rspack/core and the federation plugin are ESM-only: the configs are read without them,
// since no build runs here.
jest.mock('@rspack/core', () => {
  class Plugin {}
  return {
    rspack: { DefinePlugin: Plugin, HtmlRspackPlugin: Plugin, CopyRspackPlugin: Plugin },
    Compilation: {},
    sources: {},
  };
});
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

const REPO = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-yards', 'mfe-plants', 'mfe-tasks', 'mfe-landscape', 'mfe-account'];

describe('source maps are not served to the public (hidden in production builds)', () => {
  const root = path.join(REPO, 'mfe-yards');

  test('a production build writes its maps for error reports without naming them in the bundles', () => {
    expect(hostConfig({ root: path.join(REPO, 'shell'), mode: 'production' }).devtool).toBe(
      'hidden-source-map',
    );
    expect(remoteConfig('mfe-yards', { root, mode: 'production' }).devtool).toBe('hidden-source-map');
  });

  test('a development build keeps its inline maps for the browser’s tools', () => {
    expect(remoteConfig('mfe-yards', { root, mode: 'development' }).devtool).toBe(
      'eval-cheap-module-source-map',
    );
  });

  test.each(APPS)('%s builds with the shared config and sets no devtool of its own', (app) => {
    const config = readFileSync(path.join(REPO, app, 'rspack.config.ts'), 'utf8');
    expect(config).toMatch(/\b(hostConfig|remoteConfig)\(/);
    expect(config).not.toMatch(/devtool/);
  });
});
