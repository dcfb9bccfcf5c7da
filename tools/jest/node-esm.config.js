/**
 * Jest for the Node services (infra/*): native ESM (they use import.meta and top-level
 * await), TypeScript through swc. Run with `node --experimental-vm-modules`.
 */
export function nodeEsmProject(displayName) {
  return {
    displayName,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts'],
  };
}
