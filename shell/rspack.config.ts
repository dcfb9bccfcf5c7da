import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { hostConfig } from '@thrive/shared/mf';
import { PrerenderFirstScreenPlugin } from './src/prerender/prerender-plugin';
import { PushWorkerPlugin } from './src/push-worker/push-worker-plugin';

/** The prerendered frame's critical CSS: every colour and size it paints with, light and dark. */
const CRITICAL_CSS = [
  createRequire(import.meta.url).resolve('@thrive/shared/theme/tokens.css'),
  path.join(import.meta.dirname, 'src/prerender/static-frame.css'),
];

export default defineConfig((_env, argv) => {
  const config = hostConfig({
    root: import.meta.dirname,
    mode: argv.mode === 'development' ? 'development' : 'production',
  });
  // The first screen is in index.html itself (DESIGN §5): painted before any script runs.
  // The push reminders' service worker is written beside it, at the root of the build.
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new PrerenderFirstScreenPlugin(CRITICAL_CSS),
      new PushWorkerPlugin(),
    ],
  };
});
