import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { hostConfig } from '@thrive/shared/mf';
import { PrerenderFirstScreenPlugin } from './src/prerender/prerender-plugin';
import { serviceWorkerConfig } from './src/service-worker/service-worker-build';

/** The prerendered frame's critical CSS: every colour and size it paints with, light and dark. */
const CRITICAL_CSS = [
  createRequire(import.meta.url).resolve('@thrive/shared/theme/tokens.css'),
  path.join(import.meta.dirname, 'src/prerender/static-frame.css'),
];

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development';
  const config = hostConfig({ root: import.meta.dirname, mode: production ? 'production' : 'development' });
  // The first screen is in index.html itself (DESIGN §5): painted before any script runs.
  const app = {
    ...config,
    name: 'shell',
    plugins: [...(config.plugins ?? []), new PrerenderFirstScreenPlugin(CRITICAL_CSS)],
  };
  // The service worker (offline use, push reminders) is built after the app, beside it, and
  // precaches what the app's build wrote. The development server runs without one.
  return production ? [app, serviceWorkerConfig(import.meta.dirname, 'shell')] : app;
});
