import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('mfe-landscape', import.meta.dirname);
