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
} as const;

/** With loaded-first, a remote that is down never blocks the modules already loaded. */
export const SHARE_STRATEGY = 'loaded-first' as const;
