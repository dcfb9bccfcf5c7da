import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@thrive/shared/mf';

export default defineConfig((_env, argv) =>
  remoteConfig(
    'mfe-plants',
    { root: import.meta.dirname, mode: argv.mode === 'development' ? 'development' : 'production' },
    // The search page's first screen, painted by the shell before this remote loads.
    { frames: './src/prerender/frames.tsx' },
  ),
);
