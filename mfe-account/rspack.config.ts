import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@thrive/shared/mf';

export default defineConfig((_env, argv) =>
  remoteConfig('mfe-account', {
    root: import.meta.dirname,
    mode: argv.mode === 'development' ? 'development' : 'production',
  }),
);
