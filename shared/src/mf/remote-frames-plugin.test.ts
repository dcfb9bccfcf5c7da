import path from 'node:path';
import { readFileSync } from 'node:fs';
import { remoteConfig } from './app-config';
import { framesBuildConfig, RemoteFramesPlugin } from './remote-frames-plugin';

// @rspack/core and the federation plugin are ESM-only: the configs are read without them,
// since no build runs here.
jest.mock('@rspack/core', () => {
  class Plugin {
    constructor(readonly options?: unknown) {}
  }
  return {
    rspack: Object.assign(() => undefined, {
      DefinePlugin: Plugin,
      HtmlRspackPlugin: Plugin,
      CopyRspackPlugin: Plugin,
      optimize: { LimitChunkCountPlugin: Plugin },
    }),
    Compilation: {},
    sources: {},
  };
});
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

const REPO = path.resolve(__dirname, '../../..');
const build = (remote: string) => ({ root: path.join(REPO, remote), mode: 'production' as const });
const framesPlugin = (config: ReturnType<typeof remoteConfig>) =>
  config.plugins?.find((plugin): plugin is RemoteFramesPlugin => plugin instanceof RemoteFramesPlugin);

describe('every remote publishes frames.json beside its manifest (remote-frames.ts)', () => {
  test('a remote without a frames module publishes an empty list: a shell asking gets no 404', () => {
    const plugin = framesPlugin(remoteConfig('mfe-yards', build('mfe-yards')));
    expect(plugin).toBeDefined();
    expect(plugin?.source).toBeNull();
  });

  test('mfe-plants renders its frames from its frames module', () => {
    const config = readFileSync(path.join(REPO, 'mfe-plants/rspack.config.ts'), 'utf8');
    expect(config).toContain("frames: './src/prerender/frames.tsx'");
    const plugin = framesPlugin(
      remoteConfig('mfe-plants', build('mfe-plants'), { frames: './src/prerender/frames.tsx' }),
    );
    expect(plugin?.source?.entry).toBe('./src/prerender/frames.tsx');
  });

  test('the frames build is one CommonJS file for Node, with the CSS of its modules written out', () => {
    const config = framesBuildConfig(
      {
        root: path.join(REPO, 'mfe-plants'),
        entry: './src/frames.tsx',
        base: { module: { rules: [] } },
        buildLabel: 'x',
      },
      '/out',
    );
    expect(config.target).toBe('node');
    expect(config.output).toMatchObject({
      path: '/out',
      filename: 'frames.cjs',
      library: { type: 'commonjs2' },
    });
    // The stylesheet is what the frames' critical CSS is picked from: not exports only.
    expect(config.module?.generator).toEqual({ 'css/auto': { exportsOnly: false } });
  });
});
