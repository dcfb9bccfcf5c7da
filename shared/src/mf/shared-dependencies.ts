/**
 * The one shared-dependency map every federation config uses (DESIGN §3). Each entry
 * is a singleton so the shell and all remotes run one React, one router and one
 * store. Sharing `react` does not cover its subpaths, so they are listed too.
 * Versions are read from each app's own package.json by the plugin.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const singleton = { singleton: true } as const;

/** The router exports the apps use, shared in place of the whole package (see the file). */
export const ROUTER_EXPORTS_MODULE = path.resolve(import.meta.dirname, '../router/react-router-dom.ts');
const routerVersion: string = createRequire(import.meta.url)('react-router/package.json').version;

/**
 * Our package and its entry points: a remote built against another major version of
 * @thrive/shared is refused (strictVersion) and its area shows the fallback instead of
 * crashing the page.
 */
const thriveShared = { singleton: true, strictVersion: true } as const;

/** Our package.json: its version and its entry points ("exports"). */
const sharedPackage: { version: string; exports: Record<string, string> } = createRequire(import.meta.url)(
  '../../package.json',
);

export const SHARED_DEPENDENCIES = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // Provided from our export list, under the package's own name and version, so remotes
  // still import 'react-router-dom' and version checks read the router's real version.
  'react-router-dom': {
    singleton: true,
    import: ROUTER_EXPORTS_MODULE,
    version: routerVersion,
    requiredVersion: `^${routerVersion.split('.')[0]}.0.0`,
  },
  'react-redux': singleton,
  '@reduxjs/toolkit': singleton,
  '@reduxjs/toolkit/query/react': singleton,
  notistack: singleton,
  '@thrive/shared': thriveShared,
  // Remotes import these entry points of the package directly; unshared, each remote
  // bundled its own copy of the contracts and of zod beneath them (24 KiB of its first
  // screen). Shared, they come from the shell, and the shell's own barrel reads them too.
  '@thrive/shared/contracts': thriveShared,
  '@thrive/shared/thrive': thriveShared,
  // Widgets the shell's first screen does not show, each an entry of its own: in the main
  // entry the launch pad loaded all of them (Radix tabs, task list, plant cards ...). A
  // remote loads one with the screen that shows it. Each imports the rest of the package by
  // entry name only, never by relative path, so a copy of one carries no second store or api.
  '@thrive/shared/upcoming-tasks': thriveShared,
  '@thrive/shared/tasks': thriveShared,
  '@thrive/shared/date-input': thriveShared,
  // The form kit with react-hook-form: the launch pad has no form, the screens with one load it.
  '@thrive/shared/forms': thriveShared,
  '@thrive/shared/plant-list': thriveShared,
  '@thrive/shared/plant-details': thriveShared,
  // Photo uploads with their image libraries (compression, EXIF), loaded only by the screens
  // that upload (plant-details loads it on demand, when its widget is editable).
  '@thrive/shared/uploads': thriveShared,
  // Landscape styles and designs: contracts and bed geometry, for the landscape area alone.
  '@thrive/shared/landscape': thriveShared,
  // The landscape area's endpoints, apart from its contracts, which the API server reads too.
  '@thrive/shared/landscape-api': thriveShared,
} as const;

type SharedKey = keyof typeof SHARED_DEPENDENCIES;

/** The keys of our package's entries, each under the version guard. */
export const THRIVE_SHARED_KEYS = (Object.keys(SHARED_DEPENDENCIES) as SharedKey[]).filter(
  (key) => key === '@thrive/shared' || key.startsWith('@thrive/shared/'),
);

/** The map with another required range of @thrive/shared on every entry of ours. */
export function withRequiredRange(range: string) {
  return {
    ...SHARED_DEPENDENCIES,
    ...Object.fromEntries(
      THRIVE_SHARED_KEYS.map((key) => [key, { ...SHARED_DEPENDENCIES[key], requiredVersion: range }]),
    ),
  };
}

/**
 * The shell's map. A build provides a shared module only where its code imports it, and the
 * shell's code imports neither the widget entries nor @thrive/shared/thrive: each remote
 * then loaded its own copy, beside the shell's copy of what the main entry also holds. So
 * the shell provides every entry of ours from its file, with the package's version, and a
 * remote takes the shell's copy, as it does the main entry. index.html still preloads only
 * what the shell's bootstrap consumes.
 */
export function hostSharedDependencies() {
  const major = sharedPackage.version.split('.')[0];
  const entries = THRIVE_SHARED_KEYS.filter((key) => key !== '@thrive/shared').map((key) => [
    key,
    {
      ...SHARED_DEPENDENCIES[key],
      import: sharedEntryFile(key),
      version: sharedPackage.version,
      requiredVersion: `^${major}.0.0`,
    },
  ]);
  return { ...SHARED_DEPENDENCIES, ...Object.fromEntries(entries) };
}

/** The absolute file of an entry of ours ('@thrive/shared/tasks'), read from package.json "exports". */
export function sharedEntryFile(key: string): string {
  const file = sharedPackage.exports[`.${key.slice('@thrive/shared'.length)}`];
  if (!file) throw new Error(`@thrive/shared has no entry point for ${key}`);
  return path.resolve(import.meta.dirname, '../..', file);
}

/** With loaded-first, a remote that is down never blocks the modules already loaded. */
export const SHARE_STRATEGY = 'loaded-first' as const;
