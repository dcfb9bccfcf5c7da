import { nodeEsmProject } from '../../tools/jest/node-esm.config.js';

export default {
  ...nodeEsmProject('api'),
  // One PGlite per test file and one PostgreSQL schema per file: files may run in parallel,
  // and do (package.json: two workers, one per core), which halves the suite's time.
  testTimeout: 30_000,
};
