import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('mfe-tasks', import.meta.dirname);
