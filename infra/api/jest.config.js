import { nodeEsmProject } from '../../tools/jest/node-esm.config.js';

export default {
  ...nodeEsmProject('api'),
  // One PGlite per test file and one PostgreSQL schema per file: files may run in parallel,
  // and do (package.json: two workers, one per core), which halves the suite's time.
  testTimeout: 30_000,
  // A worker keeps what every file it ran left behind (ESM modules in vm contexts): past this
  // it is replaced between files, so a long run does not end in an out-of-memory crash.
  workerIdleMemoryLimit: '1536MB',
};
