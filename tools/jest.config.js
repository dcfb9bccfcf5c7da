import { nodeEsmProject } from './jest/node-esm.config.js';

/** Tests of the repo's own tooling (lint architecture rules). */
export default {
  ...nodeEsmProject('tools'),
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 60_000,
};
