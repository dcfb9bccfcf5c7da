import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  Compilation,
  rspack,
  sources,
  type Compiler,
  type Configuration,
  type RspackPluginInstance,
} from '@rspack/core';
import { withEmptyPage } from './empty-page-globals';
import { cssForMarkup } from './frame-css';
import { REMOTE_FRAMES_FILE, type FramesModule, type RemoteFrames } from './remote-frames';

const NAME = 'RemoteFramesPlugin';

export interface FramesSource {
  /** The remote's folder (its package root). */
  root: string;
  /** Its frames module, relative to root: it exports `renderFrames` (remote-frames.ts). */
  entry: string;
  /** The remote's own build settings (app-config.ts baseConfig, production). */
  base: Configuration;
  /** The build id its pages carry (`__BUILD_ID__`). */
  buildLabel: string;
}

/**
 * The frames module bundled for Node as the browser build bundles the page (the same swc
 * and CSS module rules), into one CommonJS file and one stylesheet of every CSS module
 * it reaches, so the frames render from the remote's real components.
 */
export function framesBuildConfig(source: FramesSource, outDir: string): Configuration {
  const { base } = source;
  return {
    ...base,
    name: 'frames',
    target: 'node',
    entry: { frames: source.entry },
    devtool: false,
    output: {
      ...base.output,
      path: outDir,
      publicPath: '',
      filename: 'frames.cjs',
      chunkFilename: '[name].cjs',
      cssFilename: 'frames.css',
      cssChunkFilename: '[name].css',
      library: { type: 'commonjs2' },
    },
    module: { ...base.module, generator: { 'css/auto': { exportsOnly: false } } },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(source.buildLabel) }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

function runBuild(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Builds and renders a remote's frames, each with the CSS rules its markup uses. */
async function renderRemoteFrames(source: FramesSource): Promise<RemoteFrames> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'remote-frames-'));
  try {
    await runBuild(framesBuildConfig(source, outDir));
    const css = readdirSync(outDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    const rendered = withEmptyPage(() => {
      const framesModule = createRequire(path.join(outDir, 'frames.cjs'))('./frames.cjs') as FramesModule;
      return framesModule.renderFrames();
    });
    return { frames: rendered.map((frame) => ({ ...frame, css: cssForMarkup(css, frame.html) })) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Publishes a remote's frames.json beside its manifest (remote-frames.ts): its frames when it
 * has a frames module, otherwise an empty list, so a shell asking finds an answer, not a 404.
 * A frame that fails to render is left out with a warning: the page works without it.
 */
export class RemoteFramesPlugin implements RspackPluginInstance {
  constructor(readonly source: FramesSource | null) {}

  apply(compiler: Compiler): void {
    let published: RemoteFrames = { frames: [] };
    let failure: Error | null = null;
    // Production builds only (`run`): the team's development server shows no shell around it.
    compiler.hooks.beforeRun.tapPromise(NAME, async () => {
      if (!this.source) return;
      try {
        published = await renderRemoteFrames(this.source);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (failure)
            compilation.warnings.push(new Error(`${NAME}: no frames published: ${failure.message}`));
          compilation.emitAsset(REMOTE_FRAMES_FILE, new sources.RawSource(JSON.stringify(published)));
        },
      );
    });
  }
}
