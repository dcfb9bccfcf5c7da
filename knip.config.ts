import type { KnipConfig } from 'knip';

/**
 * Dead-code check (`npm run lint`): files nothing imports, exports no other file uses,
 * dependencies nothing imports. Knip follows each workspace from its entry points; the
 * ones it cannot infer from the jest, Playwright, rspack and drizzle configs or from the
 * package.json scripts are listed here.
 */
const remote = {
  // Module Federation: each remote exposes ./App (src/App.tsx, see remoteConfig in
  // shared/src/mf/app-config.ts), which the shell loads at run time.
  entry: ['src/App.tsx'],
  project: ['src/**/*.{ts,tsx}'],
};

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by the package.json scripts through tsx, or spawned by them as processes.
        'tools/*.ts',
        'tools/load/bare-route.ts',
        'tools/jest.config.js',
        'tools/jest/*.{js,cjs,ts}',
        'tools/jest/__mocks__/**',
        'infra/deploy/*.ts',
      ],
      project: ['tools/**/*.{js,cjs,ts}', 'infra/deploy/**/*.ts', 'types/**/*.ts', '*.{js,ts}'],
    },
    shared: {
      // Every "exports" entry of package.json is an entry point: knip reads them itself.
      project: ['src/**/*.{ts,tsx}'],
    },
    shell: {
      project: ['src/**/*.{ts,tsx}'],
    },
    'mfe-*': remote,
    'infra/api': {
      // The command-line tools are the ones the root package.json scripts run.
      entry: ['src/main.ts', 'src/cli/{users,expert,data}.ts', 'scripts/*.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts'],
    },
    'infra/server': {
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
