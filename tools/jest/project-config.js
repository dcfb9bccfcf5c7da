/**
 * The jest settings every front-end workspace shares (DESIGN §8): TypeScript/TSX through
 * swc into CommonJS, jsdom with Node's fetch, CSS stubbed, jest-dom matchers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

/**
 * @param {string} displayName
 * @param {string} rootDir the workspace folder; its tests live in `src/` beside the code
 * @returns {import('jest').Config}
 */
export function projectConfig(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    // The second root holds the manual mocks of node modules every workspace shares.
    roots: ['<rootDir>/src', path.join(here, '__mocks__')],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testEnvironment: path.join(here, 'environment.cjs'),
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    // Packages that ship ESM only (msw's until-async, the weather map's react-leaflet and
    // supercluster): compile them like our own code.
    transformIgnorePatterns: [
      '/node_modules/(?!(until-async|react-leaflet|@react-leaflet|supercluster|kdbush)/)',
    ],
    moduleNameMapper: { '\\.css$': path.join(here, 'style-stub.cjs') },
    setupFilesAfterEnv: [path.join(here, 'setup-tests.ts')],
    globals: { __BUILD_ID__: 'test-build' },
    // A test holds several findBy waits of up to 5 s each (setup-tests.ts) and, first in its
    // file, the compile of the lazily loaded screens: jest's default 5 s for the whole test
    // cut one short on a busy 2-core CI machine. What never comes still fails, at its wait.
    testTimeout: 20_000,
    clearMocks: true,
    restoreMocks: true,
  };
}
