import { defineConfig } from '@rspack/cli';
import { hostConfig } from '@thrive/shared/mf';

export default defineConfig((_env, argv) =>
  hostConfig({ root: import.meta.dirname, mode: argv.mode === 'development' ? 'development' : 'production' }),
);
