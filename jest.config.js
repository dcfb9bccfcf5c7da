/**
 * Front-end unit tests of every workspace (`npm run test:unit`). The API and gateway
 * (infra/api, infra/server) run their own jest in ESM mode (`npm run test:api`).
 */
/** @type {import('jest').Config} */
export default {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-yards',
    '<rootDir>/mfe-plants',
    '<rootDir>/mfe-tasks',
    '<rootDir>/mfe-landscape',
    '<rootDir>/mfe-account',
  ],
};
