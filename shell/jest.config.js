import { projectConfig } from '../tools/jest/project-config.js';

export default projectConfig('shell', import.meta.dirname);
