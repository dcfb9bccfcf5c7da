import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('shared', import.meta.dirname);
