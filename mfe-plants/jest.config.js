import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('mfe-plants', import.meta.dirname);
