import path from 'node:path';
import {
  Compilation,
  sources,
  type Compiler,
  type Configuration,
  type RspackPluginInstance,
} from '@rspack/core';
import { SERVICE_WORKER_FILE } from '@thrive/shared/offline';
import { precacheList } from './precache-list';

const NAME = 'PrecacheListPlugin';
/** Where Workbox's precache reads its list; the build writes the list in its place. */
const LIST_MARK = 'self.__WB_MANIFEST';

/**
 * Writes the shell's build, as it lies in the output folder once the app's build is done,
 * into the worker as its precache list. A new shell build changes the list, so the browser
 * installs a new worker, which fetches what changed.
 */
class PrecacheListPlugin implements RspackPluginInstance {
  constructor(private readonly buildDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would otherwise rewrite the list's text.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const asset = compilation.getAsset(SERVICE_WORKER_FILE);
          const code = asset?.source.source().toString() ?? '';
          if (!code.includes(LIST_MARK)) {
            compilation.errors.push(new Error(`${NAME}: ${SERVICE_WORKER_FILE} does not read ${LIST_MARK}`));
            return;
          }
          const { files, bytes } = precacheList(this.buildDir);
          compilation.updateAsset(
            SERVICE_WORKER_FILE,
            new sources.RawSource(code.replace(LIST_MARK, JSON.stringify(files))),
          );
          const kib = Math.round(bytes / 1024);
          console.log(`service worker: precaches ${files.length} files of the shell, ${kib} KiB`);
        },
      );
    });
  }
}

/**
 * The service worker's own build, after the app's (`dependencies`): one script for a worker's
 * global scope, at the root of the shell's output so that its scope is the whole app.
 */
export function serviceWorkerConfig(root: string, appBuildName: string): Configuration {
  const outputDir = path.resolve(root, process.env.OUTPUT_DIR ?? 'dist');
  return {
    name: 'service-worker',
    dependencies: [appBuildName],
    mode: 'production',
    context: root,
    target: 'webworker',
    entry: { 'service-worker': './src/service-worker/service-worker.ts' },
    devtool: false,
    output: { path: outputDir, filename: SERVICE_WORKER_FILE, clean: false, publicPath: '' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?ts$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [new PrecacheListPlugin(outputDir)],
  };
}
