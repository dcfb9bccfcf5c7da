import { Compilation, sources, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { PUSH_WORKER_FILE } from '@thrive/shared/push';
import { shippedPushWorkerScript } from './push-worker';

const NAME = 'PushWorkerPlugin';

/**
 * A build step of the shell: emits the push reminders' service worker at the root of the
 * build, so that its scope is the whole app. Unhashed: a browser keeps the address it
 * registered, and the gateway serves unhashed files uncached, so a new build reaches it.
 */
export class PushWorkerPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // A new file, added before the build's compressed copies are made.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(PUSH_WORKER_FILE, new sources.RawSource(shippedPushWorkerScript()));
        },
      );
    });
  }
}
