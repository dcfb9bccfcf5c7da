import { nodeEsmProject } from '../../tools/jest/node-esm.config.js';

export default { ...nodeEsmProject('server'), testTimeout: 30_000 };
