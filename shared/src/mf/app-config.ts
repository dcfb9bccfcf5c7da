import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  hostSharedDependencies,
  SHARE_STRATEGY,
  SHARED_DEPENDENCIES,
  withRequiredRange,
} from './shared-dependencies';
import { PrecompressPlugin } from './precompress-plugin';
import { PreloadFirstScreenPlugin } from './preload-plugin';
import { RemoteFramesPlugin } from './remote-frames-plugin';
import { federationName, type RemoteName } from '../remotes/remote-names';

interface AppBuild {
  /** The app's folder (its package root). */
  root: string;
  mode: 'production' | 'development';
}

/** Rules and settings every app shares: TypeScript/React via swc, CSS, assets. */
function baseConfig({ root, mode }: AppBuild): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: { main: './src/index.ts' },
    // Production maps are written for error reports but not named in the bundles (no
    // sourceMappingURL comment), and the gateway serves no .map: the public gets no source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(root, process.env.OUTPUT_DIR ?? 'dist'),
      // 'auto' lets a remote find its chunks beside its manifest, wherever it is hosted.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
      uniqueName: path.basename(root).replace(/-/g, '_'),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      // CSS modules are imported as one default object (`styles.title`).
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Our pages run only in browsers and WebViews: the federation runtime drops its Node.js
 * loading code (about 2 KiB of every entry, compressed).
 */
const WEB_ONLY_RUNTIME = { target: 'web' } as const;

/** Served as built: brotli and gzip copies of each file in production (see PrecompressPlugin). */
function precompressed({ mode }: AppBuild) {
  return mode === 'production' ? [new PrecompressPlugin()] : [];
}

function buildId(root: string): string {
  return process.env.BUILD_LABEL ?? `${path.basename(root)}-${new Date().toISOString()}`;
}

/**
 * The shared map for a remote. `SHARED_REQUIRED_RANGE` builds it against another range
 * of @thrive/shared than its package.json says, to try the compatibility guard.
 */
function remoteSharedDependencies() {
  const range = process.env.SHARED_REQUIRED_RANGE;
  return range ? withRequiredRange(range) : SHARED_DEPENDENCIES;
}

interface RemoteOptions {
  /**
   * The remote's frames module (relative to its root; remote-frames.ts): the first screens of
   * its routes, prerendered into frames.json for a shell to paint before the remote loads.
   */
  frames?: string;
}

/**
 * A remote: exposes `./App`, publishes mf-manifest.json and frames.json (empty without a
 * frames module), shares the singleton map.
 */
export function remoteConfig(
  remote: RemoteName,
  build: AppBuild,
  { frames }: RemoteOptions = {},
): Configuration {
  const base = baseConfig(build);
  const framesSource = frames
    ? {
        root: build.root,
        entry: frames,
        base: baseConfig({ root: build.root, mode: 'production' }),
        buildLabel: buildId(build.root),
      }
    : null;
  return {
    ...base,
    plugins: [
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId(build.root)) }),
      new ModuleFederationPlugin({
        name: federationName(remote),
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: remoteSharedDependencies(),
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        // Types are not fetched from remotes at build time: they come from @thrive/shared.
        dts: false,
        // The page's one federation runtime is the shell's (provideExternalRuntime below), so
        // each remoteEntry.js no longer ships a second copy. Development builds keep their
        // own: the team's standalone page (npm run dev -w <remote>) has no shell around it.
        experiments: { externalRuntime: build.mode === 'production', optimization: WEB_ONLY_RUNTIME },
      }),
      // Standalone page for the remote's own team (npm run dev -w <remote>).
      new rspack.HtmlRspackPlugin({ template: path.resolve(build.root, '../shell/public/index.html') }),
      new RemoteFramesPlugin(framesSource),
      ...precompressed(build),
    ],
    devServer: { port: 3100, historyApiFallback: true, hot: true },
  };
}

/** The shell: declares no remotes; it reads /remotes.json at run time. */
export function hostConfig(build: AppBuild): Configuration {
  const base = baseConfig(build);
  return {
    ...base,
    plugins: [
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId(build.root)) }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostSharedDependencies(),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        // Publishes this runtime as the page's one runtime for the remotes (externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: WEB_ONLY_RUNTIME },
      }),
      new rspack.HtmlRspackPlugin({ template: path.resolve(build.root, 'public/index.html') }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.resolve(build.root, 'public/assets'), to: 'assets' }],
      }),
      // The chunk shell/src/index.ts names in its import of ./bootstrap.
      new PreloadFirstScreenPlugin('bootstrap'),
      ...precompressed(build),
    ],
    devServer: {
      port: 3000,
      hot: true,
      proxy: [{ context: ['/api', '/remotes', '/remotes.json', '/media'], target: 'http://localhost:8080' }],
    },
  };
}
