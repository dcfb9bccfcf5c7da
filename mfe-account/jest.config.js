import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('mfe-account', import.meta.dirname);
