// @ts-check
/**
 * One lint config for the whole repo (DESIGN §10). Beside the usual TypeScript and
 * React rules it enforces the architecture: no import cycles, remotes never import
 * each other (nor does the shell import a remote: it loads them at run time),
 * @thrive/shared imports no app, and inside a front end a feature folder imports only
 * itself, its app's `common/` and @thrive/shared.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-yards', 'mfe-plants', 'mfe-tasks', 'mfe-landscape', 'mfe-account'];
const APPS = ['shell', ...REMOTES, 'infra', 'e2e'];

/** import-x/no-restricted-paths zones: checked on resolved files, so relative paths cannot sneak past. */
const architectureZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
    message: 'Remotes never import each other: move what both need into @thrive/shared.',
  })),
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time from /remotes.json; it never imports one.',
  },
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: '@thrive/shared is imported by the apps and imports none of them.',
  },
];

/**
 * Feature folders: the first-level folders of a front end's src/. A feature imports its own
 * folder, the app's `common/` (what several features use) and @thrive/shared; the top-level
 * files (App.tsx, app.tsx, index.ts, bootstrap.tsx) wire the features together, and
 * `testing/` is test support, which only tests import. infra/api is left out for now: its
 * features (infra/api/src/features) still import each other.
 */
const FRONT_ENDS = ['shell', ...REMOTES];

/**
 * Sibling features a folder still imports, to be untangled rather than added to.
 * - mfe-plants/src/prerender/frames.tsx is a build entry (rspack.config.ts `frames`), so it
 *   wires features like App.tsx does.
 * - The shell's entries are what each folder still imports; they form no cycle between
 *   folders, and what several features share lives in shell/src/common/.
 */
const SIBLING_IMPORTS_ALLOWED = {
  'mfe-plants': { prerender: ['search'] },
  shell: {
    activation: ['core'],
    core: ['navigation', 'session'],
    layout: ['dialogs', 'navigation', 'page-tips', 'sign-out'],
    prerender: ['layout', 'page-tips'],
    purchase: ['dialogs', 'toasts'],
    remotes: ['spinner'],
    routing: ['remotes'],
    session: ['authentication'],
    'sign-out': ['authentication', 'session'],
    splash: ['navigation', 'session'],
  },
};

function featureFolders(app) {
  return readdirSync(path.join(import.meta.dirname, app, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
    .map((entry) => entry.name);
}

/** import-x/no-restricted-paths zones keeping each feature folder to itself; tests may also use testing/. */
const featureZones = ({ inTests }) =>
  FRONT_ENDS.flatMap((app) =>
    featureFolders(app).map((feature) => ({
      target: `./${app}/src/${feature}`,
      from: `./${app}/src`,
      except: [
        ...new Set([
          feature,
          'common',
          ...(inTests ? ['testing'] : []),
          ...(SIBLING_IMPORTS_ALLOWED[app]?.[feature] ?? []),
        ]),
      ].map((folder) => `./${folder}`),
      message: `A feature imports its own folder, ${app}/src/common/ and @thrive/shared (its tests also testing/): move what several features use into common/.`,
    })),
  );

/** The same rule on package names, which may not resolve (apps have no entry point). */
const restrictedPackages = (packages, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: packages, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Teaches import-x to parse .ts/.tsx files when it follows imports (needed by no-cycle).
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...architectureZones, ...featureZones({ inTests: false })] },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrictedPackages(
      ['@thrive/mfe-*', '@thrive/shell'],
      'Remotes never import each other or the shell: share through @thrive/shared.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrictedPackages(
      ['@thrive/mfe-*'],
      'The shell loads remotes at run time; it never imports one.',
    ),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrictedPackages(
      ['@thrive/shell', '@thrive/mfe-*', '@thrive/api', '@thrive/server', '@thrive/e2e'],
      '@thrive/shared imports no app.',
    ),
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...architectureZones, ...featureZones({ inTests: true })] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'tools/jest/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
