import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('mfe-yards', import.meta.dirname);
