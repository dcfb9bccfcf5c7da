import { nodeEsmProject } from '../../tools/jest/node-esm.config.js';

export default {
  ...nodeEsmProject('api'),
  // One PGlite per test file and one PostgreSQL schema per file: files may run in parallel.
  testTimeout: 30_000,
};
